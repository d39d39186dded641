// `npm run bench:screening-admin`, inside the emulators (see package.json): whether the screening
// dashboard's time stays flat as applications grow. The collection is filled in steps (written
// directly in batches, with the background triggers paused, then counted into the screening tally
// by the repair, as `npm run tallies -- --repair` does), and at each size the dashboard call is
// timed (median and p95 of 15) beside a full read of the collection, which grows with N. Prints
// figures; asserts nothing. (`npm run bench:admin` counts the dashboard's reads.)
import { ADMIN_SCREENING_STATUSES, SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { pauseBackgroundTriggers } from '../../tests/support/triggers';
import { createAccount } from '../../tests/support/writers';
import { makeScreeningApplication } from '../../functions/testing/screening-applications';

// Loaded after the test app: the functions' Admin SDK handle is then the same app.
const { reconcileArea } = await import('../../functions/src/decisions/tallies/dashboard-tallies');

const SIZES = (process.env.BENCH_SIZES ?? '100,500,1500').split(',').map(Number);
const CALLS = 15;
// Every status but `submitted`, which would ask the assessment trigger for a run.
const STATUSES = ADMIN_SCREENING_STATUSES.filter((status) => status !== 'submitted');

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const admin = makeAccount({ admin: true });
await createAccount(admin);
const token = await idTokenFor(admin);
const resume = await pauseBackgroundTriggers();
const collection = adminDb.collection(COLLECTIONS.screeningApplications);

let stored = (await collection.count().get()).data().count;
console.log(`Screening dashboard, ${CALLS} calls per size (already stored: ${stored})`);
for (const size of SIZES) {
  while (stored < size) {
    const batch = adminDb.batch();
    // 50 a batch: an application with its answers and assessment is ~33 KB, a commit at most 4 MB.
    for (let i = 0; i < Math.min(50, size - stored); i += 1) {
      const { application } = makeScreeningApplication(makeAccount(), STATUSES[(stored + i) % STATUSES.length]!);
      batch.set(collection.doc(application.id), application);
    }
    await batch.commit();
    stored = (await collection.count().get()).data().count;
  }
  await reconcileArea('screening');
  const answered = await call<{ total_applications: number }>('GET', SCREENING_API.adminDashboard, { token });
  const dashboard: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    dashboard.push(await timed(() => call('GET', SCREENING_API.adminDashboard, { token })));
  }
  const fullRead = await timed(() => collection.get());
  console.log(
    `  N=${String(stored).padStart(5)} (the dashboard counts ${answered.body.total_applications}): dashboard p50 ${quantile(dashboard, 0.5).toFixed(0)} ms, p95 ${quantile(dashboard, 0.95).toFixed(0)} ms; reading every document instead: ${fullRead.toFixed(0)} ms`,
  );
}
await resume();
process.exit(0);
