// Writes the demo data into the running emulators. `npm run seed` runs it inside
// `firebase emulators:exec --export-on-exit emulator-data`, which saves the result as the
// demo data that `npm start` imports.
import { DEMO_ACCOUNTS, makeSpecJobs } from '@careers/domain/testing';
import { createAccount, createApplication, writeJob } from '../tests/support/writers';

for (const account of DEMO_ACCOUNTS) {
  await createAccount(account);
  console.log(`seeded ${account.admin ? 'admin' : 'candidate'} ${account.email}`);
  if (account.application) {
    const { status, ndaSigned, submittedHoursAgo } = account.application;
    await createApplication(account, status, {
      created_at: new Date(Date.now() - submittedHoursAgo * 3_600_000),
      ...(ndaSigned === false ? { nda_signed: false } : {}),
    });
    console.log(`  with a recruiting application: ${status}${ndaSigned === false ? ' (NDA not signed)' : ''}`);
  }
}

for (const job of makeSpecJobs()) {
  await writeJob(job);
  console.log(`seeded job ${job.id}`);
}
