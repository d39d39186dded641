// The mails sent to a candidate: their own message history (GET /api/me/mails) and the recruiting
// admin's view of an application's candidate (GET /api/admin/applications/{id}/mails), newest first;
// and the admins' counts of the outbox (GET /api/admin/mails/stats).
import {
  isScreeningMail,
  MAIL_HISTORY_LIMIT,
  MAIL_MESSAGES,
  mailHistoryEntry,
  outboxMailSummary,
  type AdminMailHistoryResponse,
  type MailHistoryResponse,
  type MailStatsResponse,
} from '@careers/domain/mail';
import { notFound, ok, type Outcome } from '../outcome';
import { isDocumentId } from '../stores/document-id';
import { countMailStates, mailsTo } from '../stores/mail-outbox';
import { readApplication } from '../stores/recruiting-applications';
import { recruiterRefusal, type Recruiter } from './team-access';

/** The newest mails to the user `uid` (by the outbox's user_id), with their delivery records. */
async function summariesTo(uid: string) {
  return (await mailsTo(uid, MAIL_HISTORY_LIMIT)).map(({ id, mail }) => outboxMailSummary(id, mail));
}

/** The caller's own mails, newest first (only theirs: by the outbox's user_id). */
export async function mailHistory(uid: string): Promise<Outcome<MailHistoryResponse>> {
  return ok({ mails: (await summariesTo(uid)).map(mailHistoryEntry) });
}

/** The mails to the candidate of the recruiting application `id` (an admin's, or a recruiter's of its posting); not found without one. */
export async function applicationMails(id: string, recruiter?: Recruiter): Promise<Outcome<AdminMailHistoryResponse>> {
  const application = isDocumentId(id) ? await readApplication(id) : undefined;
  const refusal = await recruiterRefusal(recruiter, application?.job_slug);
  if (refusal) return refusal;
  if (!application) return notFound(MAIL_MESSAGES.applicationNotFound);
  if (!recruiter) return ok({ mails: await summariesTo(application.user_id) });
  // A recruiter sees this application's mails only: not the candidate's other postings', nor
  // their screening's (whose id, for the specification's postings, is this one's too).
  const mails = (await mailsTo(application.user_id, MAIL_HISTORY_LIMIT)).filter(
    ({ mail }) => mail.application_id === id && !isScreeningMail(mail.template.name),
  );
  return ok({ mails: mails.map(({ id: mailId, mail }) => outboxMailSummary(mailId, mail)) });
}

/** How many mails are waiting, retrying and failed (not sent again), counted now. */
export async function mailStats(): Promise<Outcome<MailStatsResponse>> {
  return ok({ stats: await countMailStates() });
}
