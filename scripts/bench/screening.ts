// `npm run bench:screening`, inside the emulators (see package.json): how long the built-in
// assessor takes per application (median over the demo forms), and, on the emulators, 50
// candidates submitting at once: the submit-to-scored latency (p50, p95), how many were scored,
// and whether any was left stuck. Prints figures; asserts nothing.
import { SCREENING_API, type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, SCREENING_DEMO_CANDIDATES, screeningFormOf } from '@careers/domain/testing';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';
import { assessWithRubric } from '../../functions/src/rubric/rubric';

const RUBRIC_RUNS = Number(process.env.BENCH_RUBRIC_RUNS ?? 25);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 50);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 300_000);
const POLL_MS = 250;
const DONE = new Set(['screening_passed', 'screening_failed', 'assessment_failed']);

/** The q-quantile (0-1) of the values, nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

// 1. The built-in assessor alone (no Firebase): the median time of each demo form, then of those.
console.log(`Built-in assessor: ${RUBRIC_RUNS} runs of each demo form (after one warm-up run)`);
const medians: number[] = [];
for (const candidate of SCREENING_DEMO_CANDIDATES) {
  const form = screeningFormOf(candidate);
  assessWithRubric(form);
  const times: number[] = [];
  for (let run = 0; run < RUBRIC_RUNS; run += 1) {
    const started = performance.now();
    assessWithRubric(form);
    times.push(performance.now() - started);
  }
  const median = quantile(times, 0.5);
  medians.push(median);
  console.log(`  ${candidate.key.padEnd(8)} ${ms(median).padStart(9)}`);
}
console.log(`  median over the ${medians.length} demo forms: ${ms(quantile(medians, 0.5))} per application\n`);

// 2. On the emulators: SUBMISSIONS candidates submit at once; the trigger assesses each.
console.log(`Emulators: ${SUBMISSIONS} candidates submit at once (built-in assessor)`);
const accounts = Array.from({ length: SUBMISSIONS }, () => makeAccount());
await Promise.all(accounts.map((account) => createAccount(account)));
const tokens = await Promise.all(accounts.map((account) => idTokenFor(account)));

const submittedAt = new Map<string, number>();
const scoredAt = new Map<string, number>();
const started = Date.now();
const answers = await Promise.all(
  accounts.map(async (account, index) => {
    submittedAt.set(account.uid, Date.now());
    const form = screeningFormOf(SCREENING_DEMO_CANDIDATES[index % SCREENING_DEMO_CANDIDATES.length]!);
    return call('POST', SCREENING_API.submit, { token: tokens[index], body: form });
  }),
);
const accepted = answers.filter((answer) => answer.status === 200).length;
console.log(`  submissions answered 200: ${accepted} of ${SUBMISSIONS} (all answered in ${Date.now() - started} ms)`);
for (const answer of answers.filter((a) => a.status !== 200).slice(0, 3)) {
  console.log(`    e.g. ${answer.status}: ${answer.text.slice(0, 120)}`);
}

// Poll the stored statuses until every application is done or the deadline passes.
const refs = accounts.map((account) => adminDb.collection(COLLECTIONS.screeningApplications).doc(account.uid));
let latest = new Map<string, ScreeningApplication>();
while (Date.now() - started < DEADLINE_MS) {
  const snapshots = await adminDb.getAll(...refs);
  latest = new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, s.data() as ScreeningApplication]));
  const now = Date.now();
  for (const [uid, application] of latest) {
    if (DONE.has(application.fs_status) && !scoredAt.has(uid)) scoredAt.set(uid, now);
  }
  if (scoredAt.size >= accepted) break;
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

const observed = [...scoredAt].map(([uid, at]) => at - submittedAt.get(uid)!);
const stored = [...latest.values()]
  .filter((application) => DONE.has(application.fs_status) && application.fs_assessed_at)
  .map(
    (application) =>
      (application.fs_assessed_at as unknown as Timestamp).toMillis() -
      (application.created_at as unknown as Timestamp).toMillis(),
  );
const byStatus = new Map<string, number>();
for (const application of latest.values()) {
  byStatus.set(application.fs_status, (byStatus.get(application.fs_status) ?? 0) + 1);
}
const stuck = [...latest.values()].filter((application) => !DONE.has(application.fs_status)).length;

console.log(`  scored or failed: ${scoredAt.size} of ${accepted}; stuck (submitted or assessing at the end): ${stuck}`);
console.log(`  statuses: ${[...byStatus].map(([status, count]) => `${status} ${count}`).join(', ')}`);
console.log(
  `  submit-to-scored, seen by the client (polling every ${POLL_MS} ms): p50 ${ms(quantile(observed, 0.5))}, p95 ${ms(quantile(observed, 0.95))}`,
);
console.log(
  `  submit-to-scored, stored times (created_at to fs_assessed_at): p50 ${ms(quantile(stored, 0.5))}, p95 ${ms(quantile(stored, 0.95))}`,
);
console.log(
  `  all ${SUBMISSIONS} done ${scoredAt.size === SUBMISSIONS ? 'in' : 'NOT within'} ${Date.now() - started} ms`,
);
process.exit(0);
