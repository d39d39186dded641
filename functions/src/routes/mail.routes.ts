import { emptyBodySchema } from '@careers/domain/http';
import { MAIL_API, mailPreferencesSchema } from '@careers/domain/mail';
import { Router } from 'express';
import { changeMailPreferences } from '../decisions/mail/preferences';
import { resendMail } from '../decisions/mail/resend';
import type { Route } from '../http/route';
import { applicationMails, mailHistory, mailStats } from '../queries/mail';
import { adminOrRecruiter } from '../queries/team-access';
import { forbidden } from '../outcome';
import { ADMIN_REQUIRED } from '../http/auth';

/** The mail calls: the candidate's message history and preference, and the admins' view and mending of the outbox. */
export function mailRouter(route: Route): Router {
  const router = Router();

  // GET /api/me/mails: the mails sent to the caller, newest first, with their delivery state.
  router.get(
    MAIL_API.myMails,
    route({ access: 'user', body: emptyBodySchema }, ({ actor }) => mailHistory(actor.uid)),
  );

  // PUT /api/me/mail-preferences: whether the caller gets the non-essential mails.
  router.put(
    MAIL_API.myPreferences,
    route({ access: 'user', body: mailPreferencesSchema }, ({ actor, body }) => changeMailPreferences(actor.uid, body)),
  );

  // GET /api/admin/applications/:id/mails: the mails sent to the recruiting application's candidate
  // (an admin, or a recruiter of its posting).
  router.get(
    MAIL_API.adminApplicationMails,
    route({ access: 'team', body: emptyBodySchema }, async ({ params, role, token }) => {
      const who = adminOrRecruiter(role, token);
      if (!who) return forbidden(ADMIN_REQUIRED);
      return applicationMails(params.id ?? '', who === 'admin' ? undefined : who);
    }),
  );

  // GET /api/admin/mails/stats: how many mails are waiting, retrying and failed (the dashboards).
  router.get(
    MAIL_API.adminMailStats,
    route({ access: 'admin', body: emptyBodySchema }, () => mailStats()),
  );

  // POST /api/admin/mails/:id/resend: a failed mail sent again, once, audited (an admin, or a
  // recruiter of the posting of the application the mail is about).
  router.post(
    MAIL_API.adminResendMail,
    route({ access: 'team', body: emptyBodySchema }, async ({ params, actor, role, token }) => {
      const who = adminOrRecruiter(role, token);
      if (!who) return forbidden(ADMIN_REQUIRED);
      return resendMail(params.id ?? '', actor, who === 'admin' ? undefined : who);
    }),
  );
  return router;
}
