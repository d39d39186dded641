// Writes the demo data into the running emulators. `npm run seed` runs it inside
// `firebase emulators:exec --export-on-exit emulator-data`, which saves the result as the
// demo data that `npm start` imports.
import {
  DEMO_ACCOUNTS,
  makeScreeningDraft,
  makeSpecJobs,
  PIPELINE_APPLICANTS,
  SCREENING_DEMO_CANDIDATES,
  screeningFormOf,
} from '@careers/domain/testing';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  writeJob,
  writeScreeningDraft,
} from '../tests/support/writers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

for (const account of DEMO_ACCOUNTS) {
  await createAccount(account);
  console.log(`seeded ${account.admin ? 'admin' : 'candidate'} ${account.email}`);
  if (account.application) {
    const { status, ndaSigned, submittedHoursAgo, offer } = account.application;
    const submitted = hoursAgo(submittedHoursAgo);
    const application = await createApplication(account, status, {
      created_at: submitted,
      ...(ndaSigned === false ? { nda_signed: false } : {}),
    });
    console.log(`  with a recruiting application: ${status}${ndaSigned === false ? ' (NDA not signed)' : ''}`);
    if (offer) {
      // The offer was made when the candidate was hired, a day after applying.
      await createOffer(application, offer, { created_at: new Date(submitted.getTime() + 86_400_000) });
      console.log(`  and a job offer: ${offer}`);
    }
  }
  if (account.screening) {
    const { status, candidate, hoursAgo: hours, draftSections } = account.screening;
    const demo = SCREENING_DEMO_CANDIDATES.find((entry) => entry.key === candidate);
    if (!demo) throw new Error(`no demo screening form '${candidate}'`);
    const form = screeningFormOf(demo);
    if (status === 'draft') {
      await writeScreeningDraft(account, makeScreeningDraft(form, draftSections ?? 1, hoursAgo(hours)));
    } else {
      // The seed runs without the functions emulator: no trigger assesses; each is stored as it stands.
      await createScreeningApplication(account, status, form, { created_at: hoursAgo(hours) });
    }
    console.log(
      `  with a screening ${status === 'draft' ? 'draft' : `application: ${status}`} (${demo.name}'s answers)`,
    );
  }
}

// The recruiting pipeline the admin screens show (no sign-in accounts: applications and offers only).
for (const applicant of PIPELINE_APPLICANTS) {
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
  if (offer) await createOffer(application, offer, { created_at: hired });
}
console.log(`seeded ${PIPELINE_APPLICANTS.length} pipeline applications`);

// The seed runs without the functions emulator, so no trigger keeps the dashboards' tallies: count
// every application now, the way the repair script does.
const { reconcileArea } = await import('../functions/src/decisions/tallies/dashboard-tallies');
for (const area of ['recruiting', 'screening'] as const) {
  const { documents } = await reconcileArea(area);
  console.log(`tallied ${documents} ${area} applications`);
}

for (const job of makeSpecJobs()) {
  await writeJob(job);
  console.log(`seeded job ${job.id}`);
}
