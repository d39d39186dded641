// Writes the demo data into the running emulators. `npm run seed` runs it inside
// `firebase emulators:exec --export-on-exit emulator-data`, which saves the result as the
// demo data that `npm start` imports.
import { DEMO_ACCOUNTS, makeSpecJobs } from '@careers/domain/testing';
import { createAccount, createApplication, createOffer, writeJob } from '../tests/support/writers';

for (const account of DEMO_ACCOUNTS) {
  await createAccount(account);
  console.log(`seeded ${account.admin ? 'admin' : 'candidate'} ${account.email}`);
  if (account.application) {
    const { status, ndaSigned, submittedHoursAgo, offer } = account.application;
    const submitted = new Date(Date.now() - submittedHoursAgo * 3_600_000);
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
}

for (const job of makeSpecJobs()) {
  await writeJob(job);
  console.log(`seeded job ${job.id}`);
}
