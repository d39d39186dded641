// `npm run bench:admin`, inside the emulators (see package.json): seeds 1,000 and then 10,000
// recruiting applications (BENCH_ADMIN_SIZES to change) and prints, for each size, the documents
// read by a dashboard load, a table page, a status-filtered page and a search for a rare name,
// and the time to the first row through the API. Asserts nothing.
//
// Reads are counted from what the reads receive: the documents in each query's snapshot, and one
// read per 1,000 index entries (at least one) for each count aggregation. The queries are the
// domain's descriptions (the ones the API and the admin screens' live listeners run), run here
// with the Admin SDK; the API call is timed as the admin's browser would make it.
import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECRUITING_STATUSES,
  applicationsCountQuery,
  applicationsPageQuery,
  applicationsSearchQueries,
  COLLECTIONS,
  newestApplicationsQuery,
  RECRUITING_API,
  searchPlan,
  type QueryDescriptor,
  type RecruitingStatus,
} from '@careers/domain';
import { makeAccount, makeApplication } from '@careers/domain/testing';
import { describedQuery } from '../../functions/src/stores/query';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

const SIZES = (process.env.BENCH_ADMIN_SIZES ?? '1000,10000').split(',').map(Number);
const RARE_NAME = 'Quillon Zephyrine';
const STATUSES: RecruitingStatus[] = [...ADMIN_RECRUITING_STATUSES];
const FIRST = ['Maria', 'Jose', 'Ana', 'Juan', 'Mark', 'Grace', 'Paolo', 'Divya', 'Chidi', 'Bayu', 'Sara', 'Omar'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Garcia', 'Nair', 'Okafor', 'Pratama', 'Khan', 'Silva', 'Tran', 'Mensah'];

const collection = () => adminDb.collection(COLLECTIONS.recruitingApplications);

/** Documents a query description reads: the size of its snapshot. */
async function docsRead(description: QueryDescriptor): Promise<number> {
  return (await describedQuery(collection(), description).get()).size;
}

/** Reads an aggregation costs: one per 1,000 index entries matched, at least one. */
async function countReads(description: QueryDescriptor): Promise<{ count: number; reads: number }> {
  const count = (await describedQuery(collection(), description).count().get()).data().count;
  return { count, reads: Math.max(1, Math.ceil(count / 1000)) };
}

/** Tops the collection up to `size` applications (statuses and names spread; one rare name). */
async function seedTo(size: number, from: number) {
  const writer = adminDb.bulkWriter();
  for (let i = from; i < size; i += 1) {
    const name = i === 0 ? RARE_NAME : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    const account = makeAccount({ uid: `bench-${i}`, name, email: `bench.${i}@example.com` });
    const application = makeApplication(account, STATUSES[i % STATUSES.length]!, {
      created_at: new Date(Date.now() - i * 60_000),
    });
    void writer.set(collection().doc(account.uid), application);
  }
  await writer.close();
}

const admin = makeAccount({ admin: true });
await createAccount(admin);
const token = await idTokenFor(admin);
// Wake the API's worker: the bench measures the reads, not a worker's start.
await call('GET', `${RECRUITING_API.adminApplications}?limit=1`, { token });

const existing = (await collection().count().get()).data().count;
if (existing > 0) console.log(`(${existing} applications were already stored; the sizes below include them)`);
let seeded = 0;
const rows: string[] = [];
for (const size of SIZES) {
  const started = performance.now();
  await seedTo(size - existing, seeded);
  seeded = Math.max(seeded, size - existing);
  const seedSeconds = (performance.now() - started) / 1000;

  // Dashboard: one count a status (the six tiles derive from them) and the newest ten.
  const counts = await Promise.all(STATUSES.map((status) => countReads(applicationsCountQuery([status]))));
  const dashboard = counts.reduce((sum, count) => sum + count.reads, 0) + (await docsRead(newestApplicationsQuery()));
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

  // Time to the first row: the first page through the API, as the admin's browser asks for it.
  const t0 = performance.now();
  const answer = await call<{ applications: unknown[] }>(
    'GET',
    `${RECRUITING_API.adminApplications}?limit=${ADMIN_PAGE_SIZE.default}`,
    { token },
  );
  const firstRow = performance.now() - t0;
  const t1 = performance.now();
  const found = await call<{ applications: unknown[] }>('GET', `${RECRUITING_API.adminApplications}?search=zephyr`, {
    token,
  });
  const searchTime = performance.now() - t1;

  rows.push(
    `${String(size).padStart(7)}  ${String(dashboard).padStart(9)}  ${String(page).padStart(10)}  ${String(filtered).padStart(13)}  ${`${searchReads} (${found.body.applications.length} found)`.padStart(14)}  ${`${firstRow.toFixed(0)} ms`.padStart(14)}  ${`${searchTime.toFixed(0)} ms`.padStart(11)}`,
  );
  console.log(
    `seeded to ${size} in ${seedSeconds.toFixed(1)} s; page answered ${answer.status} with ${answer.body.applications.length} rows`,
  );
}

console.log(`
Documents read per admin view (aggregations at one read per 1,000 index entries; page size ${ADMIN_PAGE_SIZE.default}):
      N  dashboard  table page  status filter  search (rare)  first row (API)  search (API)
${rows.join('\n')}
`);
