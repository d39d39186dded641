// `npm run bench:analytics`, inside the Firestore emulator (see package.json): what one call of the
// pipeline figures reads at 1,000 and at 10,000 applications. Writes a posting's applications
// submitted over the last year (stage histories, sources and statuses spread over the pipeline),
// counts each as the trigger does (reconcileAnalytics, in this process), then calls the figures
// (analyticsFor, the endpoint's own code, in this process) of the posting, of every posting, and
// of the last 30 days, and prints the documents each call read, metered from the Firestore SDK's
// own log as Firestore bills them (functions/src/lib/firestore-meter.ts), and its time. Then as many
// again, to 10,000. Asserts nothing.
import { makeAccount, makeApplication, makeJob } from '@careers/domain/testing';
import { COLLECTIONS } from '@careers/domain/shared';
import { REFERRAL_SOURCES, recruitingApplicationId, type RecruitingStatus } from '@careers/domain/recruiting';
import { setLogFunction } from 'firebase-admin/firestore';
import { adminDb } from '../../tests/support/admin-app';
import { writeJob } from '../../tests/support/writers';

const { analyticsFor } = await import('../../functions/src/queries/analytics');
const { reconcileAnalytics } = await import('../../functions/src/decisions/analytics/reconcile');
const { firestoreMeter } = await import('../../functions/src/lib/firestore-meter');

const SIZES = [1_000, 10_000];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STATUSES: RecruitingStatus[] = [
  'criteria_failed',
  'meeting_scheduled',
  'meeting_scheduled',
  'interviewed',
  'hired',
  'rejected_after_interview',
];

// Every billed read of this process, from the SDK's own log.
const meter = firestoreMeter();
let reads = 0;
setLogFunction((line) => {
  reads += meter.read(line)?.reads ?? 0;
});

const job = makeJob({ flow: 'recruiting' });
await writeJob(job);
const now = Date.now();

/** Writes applications `from`..`to` (exclusive) of the posting, with histories, and counts each. */
async function grow(from: number, to: number): Promise<void> {
  const ids: string[] = [];
  for (let start = from; start < to; start += 400) {
    const batch = adminDb.batch();
    for (let n = start; n < Math.min(to, start + 400); n += 1) {
      const account = makeAccount();
      const status = STATUSES[n % STATUSES.length]!;
      const created = new Date(now - (n % 365) * DAY - (n % 24) * HOUR);
      const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
      const stages: Record<string, Date> = { applied: created };
      if (status !== 'criteria_failed')
        Object.assign(stages, { criteria_met: created, nda_signed: at(2), interview_booked: at(2) });
      else stages.criteria_failed = created;
      if (status === 'interviewed' || status === 'hired' || status === 'rejected_after_interview')
        stages.interviewed = at(50 + (n % 40));
      if (status === 'hired') stages.hired = at(200 + (n % 300));
      if (status === 'rejected_after_interview') stages.rejected = at(120);
      const application = makeApplication(account, status, {
        id: recruitingApplicationId(account.uid, job.id),
        job_slug: job.id,
        referral_source: REFERRAL_SOURCES[n % REFERRAL_SOURCES.length]!,
        created_at: created,
        updated_at: created,
        stage_history: stages,
      });
      batch.set(adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id), application);
      ids.push(application.id);
    }
    await batch.commit();
  }
  for (let start = 0; start < ids.length; start += 16) {
    await Promise.all(ids.slice(start, start + 16).map((id) => reconcileAnalytics('recruiting', id)));
  }
}

const today = new Date(now).toISOString().slice(0, 10);
const monthAgo = new Date(now - 29 * DAY).toISOString().slice(0, 10);
const CALLS = [
  { name: 'the posting, every day', query: { job_slug: job.id } },
  { name: 'every posting, every day', query: {} },
  { name: 'the posting, the last 30 days', query: { job_slug: job.id, from: monthAgo, to: today } },
];

const rows: string[] = [];
let written = 0;
for (const size of SIZES) {
  const started = Date.now();
  await grow(written, size);
  written = size;
  console.log(`wrote and counted ${size} applications (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const { name, query } of CALLS) {
    const before = reads;
    const callStarted = performance.now();
    const answer = await analyticsFor(query, 'admin');
    const ms = performance.now() - callStarted;
    if (!answer.ok) throw new Error(`${name}: ${answer.message}`);
    rows.push(
      `  ${String(size).padStart(6)}  ${name.padEnd(32)}  ${String(reads - before).padStart(5)}  ${ms.toFixed(0).padStart(6)}  ${String(answer.value.funnel[0]?.count).padStart(7)}`,
    );
  }
}
console.log(
  '\nOne call of GET /api/admin/analytics (its code, in this process): documents read as Firestore bills them',
);
console.log(
  `  ${'size'.padStart(6)}  ${'call'.padEnd(32)}  ${'reads'.padStart(5)}  ${'ms'.padStart(6)}  ${'applied'.padStart(7)}`,
);
for (const row of rows) console.log(row);
process.exit(0);
