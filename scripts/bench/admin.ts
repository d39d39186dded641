// `npm run bench:admin`, inside the emulators (see package.json): seeds 1,000 and then 10,000
// recruiting applications and as many screening applications (BENCH_ADMIN_SIZES to change) and
// prints, for each size, the documents read by each dashboard, a table page, a status-filtered
// page and a search for a rare name, and the time to the first row through the API. Asserts
// nothing.
//
// Reads are counted from what the reads receive: the documents in each query's snapshot (a
// dashboard: its tally's shards and the Recent Applications), and, for the count() column that
// shows what the dashboard cost before the tallies, one read per 1,000 index entries (at least one)
// for each aggregation. The queries are the domain's descriptions (the ones the API and the admin
// screens' live listeners run), run here with the Admin SDK; the API calls are timed as the
// admin's browser makes them.
//
// Seeding runs with the background triggers paused (10,000 offers and tally runs would take the
// functions emulator minutes); the tallies are then filled by the repair (`npm run tallies --
// --repair`, timed) and checked against count(). With the triggers back on, a burst of status
// changes is timed until the tally has caught up with them: the live path, at 10,000.
import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECRUITING_STATUSES,
  applicationsInStatusesQuery,
  applicationsPageQuery,
  applicationsSearchQueries,
  newestApplicationsQuery,
  RECRUITING_API,
  type RecruitingStatus,
} from '@careers/domain/recruiting';
import { ADMIN_SCREENING_STATUSES, SCREENING_API, type StoredScreeningStatus } from '@careers/domain/screening';
import {
  COLLECTIONS,
  searchPlan,
  TALLY_AREAS,
  tallyShardsQuery,
  type QueryDescriptor,
  type TallyArea,
} from '@careers/domain/shared';
import { makeAccount, makeApplication } from '@careers/domain/testing';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { pauseBackgroundTriggers } from '../../tests/support/triggers';
import { createAccount } from '../../tests/support/writers';

// Loaded after the test app: the functions' Admin SDK handle is then the same app.
const { describedQuery } = await import('../../functions/src/stores/query');
const { reconcileArea } = await import('../../functions/src/decisions/tallies/dashboard-tallies');
const { compareTally } = await import('../../functions/src/decisions/tallies/check');

const SIZES = (process.env.BENCH_ADMIN_SIZES ?? '1000,10000').split(',').map(Number);
const BURST = 100;
const RARE_NAME = 'Quillon Zephyrine';
const STATUSES: RecruitingStatus[] = [...ADMIN_RECRUITING_STATUSES];
// Every status but `submitted`, which would ask the assessment trigger for a run.
const SCREENING_STATUSES = ADMIN_SCREENING_STATUSES.filter((status) => status !== 'submitted');
const FIRST = ['Maria', 'Jose', 'Ana', 'Juan', 'Mark', 'Grace', 'Paolo', 'Divya', 'Chidi', 'Bayu', 'Sara', 'Omar'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Garcia', 'Nair', 'Okafor', 'Pratama', 'Khan', 'Silva', 'Tran', 'Mensah'];
const DAY = 86_400_000;

const recruiting = () => adminDb.collection(COLLECTIONS.recruitingApplications);
const screening = () => adminDb.collection(COLLECTIONS.screeningApplications);

/** Documents a query description reads: the size of its snapshot. */
async function docsRead(description: QueryDescriptor): Promise<number> {
  return (await describedQuery(adminDb.collection(description.collection), description).get()).size;
}

/** Reads an aggregation costs: one per 1,000 index entries matched, at least one. */
async function countReads(description: QueryDescriptor): Promise<{ count: number; reads: number }> {
  const count = (await describedQuery(recruiting(), description).count().get()).data().count;
  return { count, reads: Math.max(1, Math.ceil(count / 1000)) };
}

/** Tops both collections up from `from` to `size` applications (statuses, names and days spread; one rare name). */
async function seedTo(size: number, from: number) {
  const writer = adminDb.bulkWriter();
  for (let i = from; i < size; i += 1) {
    const name = i === 0 ? RARE_NAME : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    const account = makeAccount({ uid: `bench-${i}`, name, email: `bench.${i}@example.com` });
    // Spread over the last 60 days, so the weekly chart and the recent window have real buckets.
    const created_at = new Date(Date.now() - (i % 60) * DAY - i * 1000);
    void writer.set(
      recruiting().doc(account.uid),
      makeApplication(account, STATUSES[i % STATUSES.length]!, { created_at }),
    );
    // A screening application with what its dashboard counts (status, day, score); the dashboard
    // reads the tally alone, so the answers and assessment a real one carries change nothing here.
    const status: StoredScreeningStatus = SCREENING_STATUSES[i % SCREENING_STATUSES.length]!;
    void writer.set(screening().doc(account.uid), {
      id: account.uid,
      email: account.email,
      name: account.name,
      fs_status: status,
      fs_overall_score: status === 'assessing' || status === 'assessment_failed' ? null : 4 + (i % 60) / 10,
      created_at,
      updated_at: created_at,
    });
  }
  await writer.close();
}

/** Whether every figure of both tallies equals the aggregation queries' (compareTally). */
async function talliesEqualCounts(): Promise<boolean> {
  const comparisons = await Promise.all((Object.keys(TALLY_AREAS) as TallyArea[]).map((area) => compareTally(area)));
  return comparisons.flat().every((comparison) => comparison.ok);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const admin = makeAccount({ admin: true });
await createAccount(admin);
const token = await idTokenFor(admin);
// Wake the API's worker: the bench measures the reads, not a worker's start.
await call('GET', `${RECRUITING_API.adminApplications}?limit=1`, { token });

const existing = (await recruiting().count().get()).data().count;
if (existing > 0) console.log(`(${existing} applications were already stored; the sizes below include them)`);
const resume = await pauseBackgroundTriggers();
let seeded = 0;
const rows: string[] = [];
for (const size of SIZES) {
  let started = performance.now();
  await seedTo(size - existing, seeded);
  seeded = Math.max(seeded, size - existing);
  const seedSeconds = seconds(started);
  started = performance.now();
  const repaired = await Promise.all([reconcileArea('recruiting'), reconcileArea('screening')]);
  const repairSeconds = seconds(started);
  const equal = await talliesEqualCounts();

  // Recruiting dashboard: the tally's shards (tiles and weekly chart) and the newest ten.
  const shards = await docsRead(tallyShardsQuery('recruiting'));
  const recent = await docsRead(newestApplicationsQuery());
  const dashboard = shards + recent;
  // What it cost with a count() a status.
  const counted = (
    await Promise.all(STATUSES.map((status) => countReads(applicationsInStatusesQuery([status]))))
  ).reduce((sum, count) => sum + count.reads, 0);
  const screeningDashboard = await docsRead(tallyShardsQuery('screening'));
  const page = await docsRead(
    applicationsPageQuery({ sort: 'created_at', direction: 'desc', limit: ADMIN_PAGE_SIZE.default }),
  );
  const filtered = await docsRead(
    applicationsPageQuery({
      statuses: ['hired'],
      sort: 'name',
      direction: 'asc',
      limit: ADMIN_PAGE_SIZE.default,
    }),
  );
  const searchReads = (
    await Promise.all(applicationsSearchQueries(searchPlan('zephyr'), undefined).map(docsRead))
  ).reduce((sum, n) => sum + n, 0);

  // Time to the first row, and the dashboards, through the API as the admin's browser asks.
  const timedCall = async <T>(path: string) => {
    const t0 = performance.now();
    const answer = await call<T>('GET', path, { token });
    return { answer, ms: performance.now() - t0 };
  };
  const first = await timedCall<{ applications: unknown[] }>(
    `${RECRUITING_API.adminApplications}?limit=${ADMIN_PAGE_SIZE.default}`,
  );
  const found = await timedCall<{ applications: unknown[] }>(`${RECRUITING_API.adminApplications}?search=zephyr`);
  const dashboardCall = await timedCall<{ stats: { total_applications: number } }>(RECRUITING_API.adminDashboard);
  const screeningCall = await timedCall<{ total_applications: number }>(SCREENING_API.adminDashboard);

  rows.push(
    [
      String(size).padStart(7),
      `${dashboard} (count(): ${recent + counted})`.padStart(24),
      String(screeningDashboard).padStart(9),
      String(page).padStart(10),
      String(filtered).padStart(13),
      `${searchReads} (${found.answer.body.applications.length} found)`.padStart(14),
      `${first.ms.toFixed(0)} ms`.padStart(9),
      `${found.ms.toFixed(0)} ms`.padStart(11),
      `${dashboardCall.ms.toFixed(0)} / ${screeningCall.ms.toFixed(0)} ms`.padStart(16),
    ].join('  '),
  );
  console.log(
    `seeded to ${size} in ${seedSeconds} s; repair reconciled ${repaired[0].documents} + ${repaired[1].documents} applications in ${repairSeconds} s; ` +
      `tallies check (compareTally): ${equal ? 'every figure equal' : 'DIFFERENCES'}; dashboards answer ${dashboardCall.answer.body.stats.total_applications} / ${screeningCall.answer.body.total_applications} applications; ` +
      `page answered ${first.answer.status} with ${first.answer.body.applications.length} rows`,
  );
}

// The live path: triggers on, a burst of status changes, and the time until the tally has them all.
await resume();
const burst = (
  await describedQuery(recruiting(), { ...applicationsInStatusesQuery(['meeting_scheduled']), limit: BURST }).get()
).docs;
const started = performance.now();
const writer = adminDb.bulkWriter();
for (const doc of burst) void writer.update(doc.ref, { status: 'interviewed', updated_at: new Date() });
await writer.close();
const deadline = Date.now() + 300_000;
let caughtUp = false;
while (!(caughtUp = await talliesEqualCounts()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
const burstLine = caughtUp
  ? `tally caught up with ${burst.length} status changes (triggers on) in ${seconds(started)} s`
  : `tally had NOT caught up with ${burst.length} status changes after 300 s`;

console.log(`
Documents read per admin view (page size ${ADMIN_PAGE_SIZE.default}; count(): the same dashboard with an aggregation a status, one read per 1,000 index entries):
      N  recruiting dashboard      screening  table page  status filter  search (rare)  first row  search API  dashboards API
${rows.join('\n')}

${burstLine}
`);
