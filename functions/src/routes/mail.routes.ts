import { emptyBodySchema } from '@careers/domain/http';
import { MAIL_API, mailPreferencesSchema } from '@careers/domain/mail';
import { Router } from 'express';
import { changeMailPreferences } from '../decisions/mail/preferences';
import type { Route } from '../http/route';
import { applicationMails, mailHistory } from '../queries/mail';

/** The mail calls: the candidate's message history and preference, and the admin's view of a candidate's mails. */
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

  // GET /api/admin/applications/:id/mails: the mails sent to the recruiting application's candidate.
  router.get(
    MAIL_API.adminApplicationMails,
    route({ access: 'admin', body: emptyBodySchema }, ({ params }) => applicationMails(params.id ?? '')),
  );
  return router;
}
