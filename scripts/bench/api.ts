// `npm run bench:api`, inside the emulators (see package.json): 200 new candidates sign in and
// submit their application at once, through hosting (as browsers would), all from one address (a
// campus network behind one NAT). Prints how many applications were stored, the errors, and the
// latency of each candidate's sign-in + submit (p50, p95, max). Asserts nothing.
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission } from '@careers/domain/testing';
import { adminDb } from '../../tests/support/admin-app';
import { idTokenFor } from '../../tests/support/tokens';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200);
/** One address for everyone, as the front end would append it. */
const CAMPUS = { 'X-Forwarded-For': '198.51.100.200' };

interface Outcome {
  uid: string | null;
  ms: number;
  error: string | null;
}

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${APP}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...CAMPUS, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 120)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One candidate: a Google sign-in (auth emulator), POST /auth/verify, POST /api/submit-application. */
async function candidate(): Promise<Outcome> {
  const account = makeAccount();
  const started = performance.now();
  try {
    const token = await idTokenFor(account);
    const { user } = (await post('/auth/verify', { idToken: token })) as { user: { uid: string } };
    await post(
      '/api/submit-application',
      makeApplicationSubmission({ name: account.name, email: account.email }),
      token,
    );
    return { uid: user.uid, ms: performance.now() - started, error: null };
  } catch (error) {
    return { uid: null, ms: performance.now() - started, error: String(error) };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

await writeSpecJobs();
// Wake the API's workers first: the bench measures the API, not worker start-up.
await Promise.all(Array.from({ length: 4 }, () => fetch(`${APP}/health`)));

const started = performance.now();
const outcomes = await Promise.all(Array.from({ length: CANDIDATES }, () => candidate()));
const wall = performance.now() - started;

const uids = outcomes.flatMap((outcome) => (outcome.uid ? [outcome.uid] : []));
let stored = 0;
for (let i = 0; i < uids.length; i += 100) {
  const refs = uids.slice(i, i + 100).map((uid) => adminDb.collection(COLLECTIONS.recruitingApplications).doc(uid));
  stored += (await adminDb.getAll(...refs)).filter((snapshot) => snapshot.exists).length;
}
const errors = outcomes.filter((outcome) => outcome.error);
const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);

console.log(`
${CANDIDATES} candidates signing in and submitting at once, through hosting, from one address:
  stored applications  ${stored} of ${CANDIDATES}
  errors               ${errors.length}${errors.length ? `  (first: ${errors[0]!.error})` : ''}
  latency per candidate (sign-in + submit)
    p50 ${(percentile(times, 50) / 1000).toFixed(1)} s   p95 ${(percentile(times, 95) / 1000).toFixed(1)} s   max ${(times.at(-1)! / 1000).toFixed(1)} s
  all done in ${(wall / 1000).toFixed(1)} s
`);
