// Writes the demo data into the running emulators. `npm run seed` runs it inside
// `firebase emulators:exec --export-on-exit emulator-data`, which saves the result as the
// demo data that `npm start` imports.
import {
  DEMO_ACCOUNTS,
  makeScreeningDraft,
  makeDemoJobs,
  PIPELINE_APPLICANTS,
  SECOND_CAMPAIGN_APPLICANTS,
  SCREENING_DEMO_CANDIDATES,
  SCREENING_PIPELINE_APPLICANTS,
  screeningFormOf,
} from '@careers/domain/testing';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  writeJob,
  writeScreeningDraft,
  writeTeamGrant,
} from '../tests/support/writers';
import { adminDb } from '../tests/support/admin-app';
import { seedFairness } from './lib/seed-fairness';
import { COLLECTIONS } from '@careers/domain/shared';
import { interviewSlotFor, seatIdFor, windowIdFor, type RecruitingApplication } from '@careers/domain/recruiting';
import type { CandidateMail } from '../functions/src/decisions/mail/queue';

// The mails each demo step sent, built by the functions' own code (imported once the Admin SDK of
// tests/support is set up, as the tallies' below).
const { outboxMailFor } = await import('../functions/src/decisions/mail/queue');
const { offerMail } = await import('../functions/src/decisions/offers/mails');
const { ndaMails } = await import('../functions/src/decisions/recruiting/nda');
const { submissionMails } = await import('../functions/src/decisions/recruiting/submission');
const { screeningResultMail } = await import('../functions/src/decisions/screening/assessment');
const { screeningReceivedMail } = await import('../functions/src/decisions/screening/submission');

/** What the demo's mail server answered a mail it refused for good (a 5xx: not tried again). */
const MAILBOX_FULL = '552 5.2.2 Mailbox full: the recipient cannot take mail now';

/**
 * Writes `mails` to `to` as the outbox holds them once delivered (`sent`, one attempt, the server's
 * 250): the demo's message history. The mail of template `failed` is stored as refused (552) instead.
 */
async function writeSentMails(
  mails: readonly CandidateMail[],
  to: string,
  failed?: CandidateMail['template'],
): Promise<void> {
  const batch = adminDb.batch();
  for (const candidateMail of mails) {
    const { id, mail } = outboxMailFor(candidateMail, to);
    const at = candidateMail.now;
    const refused = candidateMail.template === failed;
    const answer = refused ? MAILBOX_FULL : '250 2.0.0 Ok: queued';
    batch.set(adminDb.collection(COLLECTIONS.mail).doc(id), {
      ...mail,
      delivery: {
        ...mail.delivery,
        state: refused ? 'error' : 'sent',
        attempts: 1,
        start_time: at,
        end_time: at,
        due_time: null,
        error: refused ? answer : null,
        history: [
          {
            number: 1,
            started_at: at,
            ended_at: at,
            outcome: refused ? 'permanent' : 'sent',
            code: refused ? 552 : 250,
            answer,
          },
        ],
      },
    });
  }
  await batch.commit();
}

/** The demo postings (written at the end); the mails name a posting by its title. */
const DEMO_JOBS = makeDemoJobs();
const titleOf = (slug: string): string => DEMO_JOBS.find((job) => job.id === slug)?.title ?? slug;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** How many places of each interview window the seed gave. */
const placesGiven = new Map<string, number>();

/**
 * A signed application awaiting its interview holds a place in its window (interviewSeats), as
 * the signature's booking stores it (docs/features/interviews.md), with the booking's fields.
 */
async function bookSeededPlace(application: RecruitingApplication): Promise<void> {
  const { interview_start: start, interview_end: end } = application;
  if (application.status !== 'meeting_scheduled' || !application.nda_signed || !start || !end) return;
  const windowId = windowIdFor(start);
  const seat = placesGiven.get(windowId) ?? 0;
  placesGiven.set(windowId, seat + 1);
  const seatId = seatIdFor(windowId, seat);
  await adminDb
    .collection(COLLECTIONS.interviewSeats)
    .doc(seatId)
    .set({
      window_id: windowId,
      seat,
      application_id: application.id,
      start,
      end,
      booked_at: application.nda_signed_at ?? application.created_at,
    });
  await adminDb
    .collection(COLLECTIONS.recruitingApplications)
    .doc(application.id)
    .update({ interview_window_id: windowId, interview_seat_id: seatId, interview_sequence: 0 });
}

/**
 * The interview of a signed application still awaiting it: the second evening after the seed
 * (Manila), not the first as a signature books. `npm start` moves the demo data by the whole days
 * since the seed, rounded down (scripts/lib/demo-clock.ts), so an interview booked a day further
 * ahead is still ahead, by 20 hours or more, whatever the hour `npm start` runs at.
 */
function upcomingInterview(status: string, ndaSigned: boolean | undefined, submitted: Date) {
  if (status !== 'meeting_scheduled' || ndaSigned === false) return {};
  const slot = interviewSlotFor(new Date(submitted.getTime() + 3_600_000 + 86_400_000));
  return { interview_start: slot.start, interview_end: slot.end };
}

for (const account of DEMO_ACCOUNTS) {
  await createAccount(account);
  await writeTeamGrant(account);
  console.log(`seeded ${account.admin ? 'admin' : (account.teamRole ?? 'candidate')} ${account.email}`);
  for (const demo of [account.application, account.secondApplication]) {
    if (!demo) continue;
    const { status, ndaSigned, submittedHoursAgo, offer, jobSlug } = demo;
    const submitted = hoursAgo(submittedHoursAgo);
    const application = await createApplication(account, status, {
      created_at: submitted,
      ...(ndaSigned === false ? { nda_signed: false } : {}),
      ...(jobSlug ? { job_slug: jobSlug } : {}),
      ...upcomingInterview(status, ndaSigned, submitted),
    });
    await bookSeededPlace(application);
    console.log(
      `  with a recruiting application to ${application.job_slug}: ${status}${ndaSigned === false ? ' (NDA not signed)' : ''}`,
    );
    // The mails its steps sent (the message history on /profile), as delivered.
    const mails: CandidateMail[] = [...submissionMails(application, account, titleOf(application.job_slug))];
    if (application.nda_signed)
      mails.push(...ndaMails(application, application, account, titleOf(application.job_slug)));
    if (offer) {
      // The offer was made when the candidate was hired, a day after applying.
      const made = await createOffer(application, offer, { created_at: new Date(submitted.getTime() + 86_400_000) });
      mails.push(offerMail('offer_ready', made, account, made.created_at));
      console.log(`  and a job offer: ${offer}`);
    }
    await writeSentMails(mails, account.email, demo.failedMail);
  }
  for (const screening of [account.screening, account.secondScreening]) {
    if (!screening) continue;
    const { status, candidate, hoursAgo: hours, draftSections, jobSlug } = screening;
    const demo = SCREENING_DEMO_CANDIDATES.find((entry) => entry.key === candidate);
    if (!demo) throw new Error(`no demo screening form '${candidate}'`);
    const form = screeningFormOf(demo);
    if (status === 'draft') {
      await writeScreeningDraft(account, makeScreeningDraft(form, draftSections ?? 1, hoursAgo(hours)));
    } else {
      // The seed runs without the functions emulator: no trigger assesses; each is stored as it stands.
      const { application } = await createScreeningApplication(account, status, form, {
        created_at: hoursAgo(hours),
        ...(jobSlug ? { job_slug: jobSlug } : {}),
      });
      await writeSentMails(
        [
          screeningReceivedMail(application, titleOf(application.job_slug)),
          ...screeningResultMail(application, titleOf(application.job_slug), status, application.updated_at),
        ],
        account.email,
      );
    }
    console.log(
      `  with a screening ${status === 'draft' ? 'draft' : `application to ${jobSlug ?? 'fullstack-engineer'}: ${status}`} (${demo.name}'s answers)`,
    );
  }
}

// The recruiting pipeline the admin screens show (no sign-in accounts: applications and offers
// only), the second campaign's applicants with it.
for (const applicant of [...PIPELINE_APPLICANTS, ...SECOND_CAMPAIGN_APPLICANTS]) {
  const { status, ndaSigned, submittedHoursAgo, offer, uid, name, email, ...fields } = applicant;
  const submitted = hoursAgo(submittedHoursAgo);
  const hired = status === 'hired' ? new Date(submitted.getTime() + 86_400_000) : submitted;
  const application = await createApplication({ uid, name, email }, status, {
    ...fields,
    created_at: submitted,
    // A status change is the application's last update: the team's hired date.
    updated_at: status === 'meeting_scheduled' || status === 'criteria_failed' ? submitted : hired,
    ...(ndaSigned === false ? { nda_signed: false } : {}),
  });
  await bookSeededPlace(application);
  if (offer) await createOffer(application, offer, { created_at: hired });
}
console.log(
  `seeded ${PIPELINE_APPLICANTS.length} pipeline applications and ${SECOND_CAMPAIGN_APPLICANTS.length} of the second campaign`,
);

// The screening applicants beside the screening accounts (no sign-in accounts), decided by the
// assessment: with their self-identifications, the fairness figures' groups.
for (const applicant of SCREENING_PIPELINE_APPLICANTS) {
  const { uid, name, email, status, candidate, submittedHoursAgo } = applicant;
  const demo = SCREENING_DEMO_CANDIDATES.find((entry) => entry.key === candidate);
  if (!demo) throw new Error(`no demo screening form '${candidate}'`);
  await createScreeningApplication({ uid, name, email }, status, screeningFormOf(demo), {
    created_at: hoursAgo(submittedHoursAgo),
  });
}
console.log(`seeded ${SCREENING_PIPELINE_APPLICANTS.length} screening pipeline applications`);

// Stored applications under their keys (one per candidate and posting), and offers naming their
// posting: the migration, as a deployed project runs it (`npm run migrate:applications -- --apply`);
// the seed's are already.
const { addOfferPosting, misplacedApplications, moveApplication, offersWithoutPosting } =
  await import('../functions/src/decisions/recruiting/application-keys');
for (const { from } of await misplacedApplications()) console.log(`migrated ${from}: ${await moveApplication(from)}`);
console.log(`misplaced recruiting applications: ${(await misplacedApplications()).length}`);
for (const id of await offersWithoutPosting()) console.log(`the posting of ${id}: ${await addOfferPosting(id)}`);
console.log(`offers naming no posting: ${(await offersWithoutPosting()).length}`);

// The seed runs without the functions emulator, so no trigger keeps the dashboards' tallies: count
// every application now, the way the repair script does.
const { reconcileArea } = await import('../functions/src/decisions/tallies/dashboard-tallies');
for (const area of ['recruiting', 'screening'] as const) {
  const { documents } = await reconcileArea(area);
  console.log(`tallied ${documents} ${area} applications`);
}

// Voluntary self-identifications across groups, and the fairness figures' counts.
await seedFairness();

for (const job of DEMO_JOBS) {
  await writeJob(job);
  console.log(`seeded job ${job.id}`);
}

// The hiring team of the specification's recruiting posting (the demo's recruiter, hiring manager,
// and the demo interviewer beside the admin), and scorecards in each state: the interviewer's
// submitted for Ivy Interviewed (the admin's too, a colleague's), their draft for Ian Interview,
// and none yet for the pipeline's other candidates in the interview stage.
{
  const { scorecardOf, scorecardId } = await import('@careers/domain/team');
  const slug = 'marketing-analyst-recruiting';
  const byRole = (role: string) => DEMO_ACCOUNTS.filter((account) => account.teamRole === role).map((a) => a.email);
  const admins = DEMO_ACCOUNTS.filter((account) => account.admin).map((account) => account.email);
  await adminDb
    .collection(COLLECTIONS.hiringTeams)
    .doc(slug)
    .set({
      job_slug: slug,
      recruiters: byRole('recruiter'),
      hiring_managers: byRole('hiring_manager'),
      interviewers: [...byRole('interviewer'), ...admins],
      updated_by: 'seed',
      updated_at: hoursAgo(200),
    });
  const { attributes } = scorecardOf(slug);
  const account = (email: string) => DEMO_ACCOUNTS.find((each) => each.email === email)!;
  const interviewer = account(byRole('interviewer')[0]!);
  const admin = account(admins[0]!);
  const rated = (rating: 1 | 2 | 3 | 4) => Object.fromEntries(attributes.map((attribute) => [attribute.id, rating]));
  const scorecard = (
    applicationId: string,
    by: typeof interviewer,
    fields: { ratings: Record<string, number>; recommendation: string | null; notes: string; submitted: boolean },
  ) =>
    adminDb
      .collection(COLLECTIONS.scorecards)
      .doc(scorecardId(applicationId, by.uid))
      .set({
        application_id: applicationId,
        job_slug: slug,
        interviewer_uid: by.uid,
        interviewer_email: by.email,
        ...fields,
        submitted_at: fields.submitted ? hoursAgo(20) : null,
        earlier: [],
        updated_at: hoursAgo(20),
      });
  const interviewed = account('ivy.interviewed@example.com').uid;
  const scheduled = account('ian.interview@example.com').uid;
  await scorecard(interviewed, interviewer, {
    ratings: rated(4),
    recommendation: 'strong_yes',
    notes: 'Clear, warm outreach; ready for the weekly targets.',
    submitted: true,
  });
  await scorecard(interviewed, admin, {
    ratings: rated(3),
    recommendation: 'yes',
    notes: 'Good examples.',
    submitted: true,
  });
  await scorecard(scheduled, interviewer, {
    ratings: { [attributes[0]!.id]: 3 },
    recommendation: null,
    notes: 'Prepared questions on outreach.',
    submitted: false,
  });
  console.log(`seeded the hiring team of ${slug} and 3 scorecards`);
}
