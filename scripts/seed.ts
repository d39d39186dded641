// Writes the demo data into the running emulators. `npm run seed` runs it inside
// `firebase emulators:exec --export-on-exit emulator-data`, which saves the result as the
// demo data that `npm start` imports.
import { DEMO_ACCOUNTS, makeSpecJobs } from '@careers/domain/testing';
import { createAccount, writeJob } from '../tests/support/writers';

for (const account of DEMO_ACCOUNTS) {
  await createAccount(account);
  console.log(`seeded ${account.admin ? 'admin' : 'candidate'} ${account.email}`);
}

for (const job of makeSpecJobs()) {
  await writeJob(job);
  console.log(`seeded job ${job.id}`);
}
