// Cloud Functions entry point: exports only.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { PSEUDONYM_KEY, SCREENING_ASSESSOR_API_KEY } from './config';
import { behindBodyLimit, limitRequestBodies } from './http/body-limit';
import { createPublicPagesApp } from './pages/public-pages';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Every request body is limited before the platform parses it (http/body-limit.ts): the platform
// loads this module before it creates its HTTP server.
limitRequestBodies();

/**
 * The REST API: /auth/**, /api/** and /health through hosting rewrites (the assessor's key: the
 * system status checks it; the pseudonym key: identities, applicant keys, the erase's pseudonyms).
 */
export const api = onRequest({ secrets: [SCREENING_ASSESSOR_API_KEY, PSEUDONYM_KEY] }, behindBodyLimit(createApp()));

/** The public pages (/ and /jobs/{slug}) rendered with their content and search markup. */
export const publicPage = onRequest({ memory: '512MiB' }, behindBodyLimit(createPublicPagesApp()));

/** Every write of a recruiting application: its tally, and its offer when an admin moves it to `hired`. */
export { recruitingApplicationWritten } from './triggers/recruiting-application.trigger';

/** Every write of a screening application: its tally, and the assessment a submission or a reassess asks for. */
export { screeningApplicationWritten } from './triggers/screening-application.trigger';

/** Every write of a job offer: its application's pipeline figures (offers made, accepted, declined, withdrawn). */
export { offerWritten } from './triggers/offer.trigger';

/** Delivers the outbox's mail (a mail at each step: applications, NDA, interviews, offers, screening) through SMTP, once each. */
export { mailOutbox } from './triggers/mail-outbox.trigger';

/** Delivers the outbox's mails whose retry is due or whose delivery died (every minute). */
export { mailSweep } from './triggers/mail-sweep.schedule';

/** Returns assessment runs that outlived their lease (every 5 minutes). */
export { assessmentLeases } from './triggers/assessment-leases.schedule';

/** Erases a person's data when their Auth account is deleted, however it was (docs/features/data-rights.md). */
export { eraseOnAccountDeleted } from './triggers/auth-erase.trigger';

/** Queues the reminder of each interview opening within the hour (every 10 minutes, once per booking). */
export { interviewReminders } from './triggers/interview-reminders.schedule';
/** Closes the postings whose validThrough has passed (every day). */
export { jobsExpiry } from './triggers/jobs-expiry.schedule';
