// `npm run bench:tallies`, inside the emulators (see package.json): how long after a burst of changes
// the recruiting dashboard's counts show them. 100 new candidates submit at once through the API,
// then an admin moves 100 applications at once (PATCH .../status each); after each burst's last
// answer, the dashboard call (GET /api/admin/dashboard, what the tiles read: the tally) is asked
// every 100 ms until its counts have moved by the burst, and the lag is printed. Asserts nothing.
// The counts are kept in the transaction of each change (stores/tallied.ts); the tally trigger
// behind it is the backstop, and `compareTally` checks every figure once the bursts are done.
import { RECRUITING_API, type AdminDashboardStats } from '@careers/domain/recruiting';
import { makeAccount, makeApplicationSubmission, type TestAccount } from '@careers/domain/testing';
import { call } from '../../tests/support/api';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

// Loaded after the test app: the functions' Admin SDK handle is then the same app.
const { compareTally } = await import('../../functions/src/decisions/tallies/check');

const BURST = Number(process.env.BENCH_TALLY_BURST ?? 100);
const WAIT_MS = 120_000;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

await writeSpecJobs(); // the postings applications go to
const admin = makeAccount({ admin: true });
await createAccount(admin);
const adminToken = await idTokenFor(admin);

async function dashboard(): Promise<AdminDashboardStats> {
  const answer = await call<{ stats: AdminDashboardStats }>('GET', RECRUITING_API.adminDashboard, {
    token: adminToken,
  });
  if (answer.status !== 200) throw new Error(`dashboard answered ${answer.status}`);
  return answer.body.stats;
}

/** Asks the dashboard every 100 ms until `done` holds; answers the seconds from `since`, or null after WAIT_MS. */
async function lagUntil(done: (stats: AdminDashboardStats) => boolean, since: number): Promise<string | null> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (done(await dashboard())) return seconds(since);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

// 1. BURST new candidates apply at once (accounts and tokens made first: the burst is the submissions).
const candidates: (TestAccount & { token: string })[] = await Promise.all(
  Array.from({ length: BURST }, async () => {
    const account = makeAccount();
    await createAccount(account);
    return { ...account, token: await idTokenFor(account) };
  }),
);
const before = await dashboard();
const submitted = performance.now();
const answers = await Promise.all(
  candidates.map((candidate) =>
    call('POST', RECRUITING_API.submit, {
      token: candidate.token,
      body: makeApplicationSubmission({ name: candidate.name, email: candidate.email }),
    }),
  ),
);
const lastAnswer = performance.now();
const stored = answers.filter((answer) => answer.status === 200).length;
const submitLag = await lagUntil((stats) => stats.total_applications >= before.total_applications + stored, lastAnswer);

// 2. An admin moves the BURST new applications (all qualified: meeting_scheduled) to interviewed at once.
const beforeMoves = await dashboard();
const moving = performance.now();
const moves = await Promise.all(
  candidates.map((candidate) =>
    call('PATCH', RECRUITING_API.adminStatus.replace(':id', candidate.uid), {
      token: adminToken,
      body: { status: 'interviewed' },
    }),
  ),
);
const lastMove = performance.now();
const moved = moves.filter((answer) => answer.status === 200).length;
const moveLag = await lagUntil((stats) => stats.interviewed >= beforeMoves.interviewed + moved, lastMove);

// Once the triggers behind have run too, every figure of the tally equals count() (polled).
const checked = performance.now();
let agrees = false;
while (!agrees && performance.now() - checked < WAIT_MS) {
  agrees = (await compareTally('recruiting')).every((comparison) => comparison.ok);
  if (!agrees) await new Promise((resolve) => setTimeout(resolve, 500));
}

const lag = (value: string | null) => (value === null ? `NOT within ${WAIT_MS / 1000} s` : `${value} s`);
console.log(`
${stored} of ${BURST} applications stored at once (answers within ${((lastAnswer - submitted) / 1000).toFixed(1)} s);
  the dashboard's Total Applications showed them ${lag(submitLag)} after the last answer.
${moved} of ${BURST} status changes at once (answers within ${((lastMove - moving) / 1000).toFixed(1)} s);
  the dashboard's Interviewed showed them ${lag(moveLag)} after the last answer.
Tally against count(), after the triggers behind: ${agrees ? 'every figure equal' : 'DIFFERENCES after 120 s'}.
`);
process.exit(0);
