// `npm run bench:cost`, inside the emulators (see package.json): what a hiring season costs. Drives
// BENCH_COST_RECRUITING recruiting candidates (100 by default) from sign-in through the criteria,
// the NDA and the interview booking, and a tenth of them through their offer; BENCH_COST_SCREENING
// screening candidates (100) through the assessment, by a local stand-in of the model provider; and
// one admin visit (every admin screen's REST calls, opened once) per 10 applicants. Prints, per
// 1,000 applicants of each phase, exact counts: Firestore documents read, written and deleted by the
// functions (functions/src/lib/firestore-meter.ts), function invocations by function, mails queued
// and model tokens (the stand-in's usage fields), and their price at the list prices of
// cost-figures.ts. The counts are scaled from the run's applicants to 1,000; all but two parts are
// linear in the applicants: the interview page and the booking read the places booked in the next
// 14 days, so a recruiting candidate's reads grow with the interviews booked ahead of them, and the
// admin offers list reads every offer (docs/performance.md, "The price of a hiring season").
// Asserts nothing.
import { COLLECTIONS } from '@careers/domain/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { adminDb } from '../../tests/support/admin-app';
import { smtpStandIn } from '../../tests/support/smtp-stand-in';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import {
  between,
  costTable,
  firestoreByFunction,
  PRICES,
  priceOf,
  countsReader,
  type PhaseCounts,
  type Reading,
} from './cost-figures';
import { startModelStandIn, type ModelUsage } from './cost-model';
import { adminVisits, ADMIN_VISIT, people, recruitingSeason, screeningSeason } from './cost-season';

const RECRUITING = Number(process.env.BENCH_COST_RECRUITING ?? 100);
const SCREENING = Number(process.env.BENCH_COST_SCREENING ?? 100);
const ADMINS = 4;
/** An admin visit per this many applicants. */
const APPLICANTS_PER_VISIT = 10;
/** Everything a phase set off has finished when nothing has run or been counted for this long. */
const QUIET_MS = 5_000;
const ROOT = join(import.meta.dirname, '..', '..');
const DEBUG_LOG = join(ROOT, 'firebase-debug.log');
const METER_FILE = process.env.FIRESTORE_METER_FILE;
if (!METER_FILE) throw new Error('FIRESTORE_METER_FILE is not set: run `npm run bench:cost`');
mkdirSync(dirname(METER_FILE), { recursive: true });
writeFileSync(METER_FILE, '');

const now = countsReader(METER_FILE, DEBUG_LOG);
const total = (reading: Reading) =>
  reading.firestore.reads + reading.firestore.writes + reading.firestore.deletes + reading.running;

/** Waits until no invocation runs and the counts have not moved for QUIET_MS; answers the reading. */
async function settled(): Promise<Reading> {
  let last = now();
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reading = now();
    const calls = (r: Reading) => Object.values(r.invocations).reduce((sum, n) => sum + n, 0);
    if (total(reading) !== total(last) || calls(reading) !== calls(last) || reading.running > 0) {
      last = reading;
      since = Date.now();
    } else if (Date.now() - since >= QUIET_MS) return reading;
  }
}

/** Mails queued in the outbox so far (bench read). */
const mailsQueued = async () => (await adminDb.collection(COLLECTIONS.mail).count().get()).data().count;
/** The mails queued in the whole run by template, as text (bench read). */
async function mailsByTemplate(): Promise<string> {
  const counts = new Map<string, number>();
  for (const mail of (await adminDb.collection(COLLECTIONS.mail).select('template.name').get()).docs) {
    const name = String(mail.get('template.name'));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => `${name} ${n}`).join(', ');
}
const tokensOf = (usage: ModelUsage) => ({ input: usage.promptTokens, output: usage.completionTokens });

// Setup (not counted): the postings, the accounts and their sign-in tokens, the inbox and the model.
await writeSpecJobs();
const smtp = smtpStandIn();
await smtp.start();
const model = await startModelStandIn();
// Stopped early, the parameter files are put back all the same (the next build would replace them).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void model.close().finally(() => process.exit(1)));
}
const admins = await people(ADMINS, true);
const recruits = await people(RECRUITING);
const screened = await people(SCREENING);
const visits = Math.round((RECRUITING + SCREENING) / APPLICANTS_PER_VISIT);

const phases: PhaseCounts[] = [];
const started = Date.now();
try {
  const first = await settled();
  let before = first;
  let mailsBefore = await mailsQueued();
  let tokensBefore = { input: 0, output: 0 };
  const phase = async (name: string, per: number, run: () => Promise<unknown>) => {
    await run();
    const after = await settled();
    const mails = await mailsQueued();
    const used = [model.usage.assessment, model.usage.health].map(tokensOf);
    const tokens = { input: used[0]!.input + used[1]!.input, output: used[0]!.output + used[1]!.output };
    phases.push({
      name,
      per,
      counted: between(before, after),
      mails: mails - mailsBefore,
      inputTokens: tokens.input - tokensBefore.input,
      outputTokens: tokens.output - tokensBefore.output,
    });
    [before, mailsBefore, tokensBefore] = [after, mails, tokens];
    console.log(`  ${name}: done (${Math.round((Date.now() - started) / 1000)} s)`);
  };

  console.log(`A season: ${RECRUITING} recruiting and ${SCREENING} screening candidates, ${visits} admin visits`);
  await phase(`recruiting (${RECRUITING})`, RECRUITING, () => recruitingSeason(recruits, admins));
  let statuses = new Map<string, number>();
  await phase(`screening (${SCREENING})`, SCREENING, async () => (statuses = await screeningSeason(screened)));
  await phase(`admin screens (${visits} visits)`, RECRUITING + SCREENING, () => adminVisits(admins, visits));

  /** Dollars for 1,000 applicants of each flow: each phase's price per 1,000, the admin screens' twice. */
  const seasonPrice = () =>
    phases.reduce((sum, phase, index) => {
      const dollars = Object.values(priceOf(phase)).reduce((a, b) => a + b, 0) * (1000 / phase.per);
      return sum + dollars * (index === 2 ? 2 : 1);
    }, 0);
  console.log(`
Per 1,000 applicants of each phase (this run's counts × 1,000 / its applicants; the admin screens:
${1000 / APPLICANTS_PER_VISIT} visits per 1,000 applicants, each the ${ADMIN_VISIT.length} REST calls of the admin screens).
Linear in the applicants but for two parts: the interview page and the booking read the places
booked in the next 14 days (at most 14 × the windows' capacity), so recruiting reads per candidate
grow with the interviews booked ahead (here all ${RECRUITING} candidates book at once); the admin
offers list reads every offer (up to 500), so its reads per visit grow with the hires.
Exact counts, not timed: Firestore documents billed to the functions' calls (live reads of the
admin screens' and candidates' browsers are not included), invocations as the functions emulator
logged them, mails queued in the outbox, tokens as the model stand-in reported them (4 characters a
token). Scheduled functions (mail sweep, leases, reminders, expiry) do not run on the emulators.

${costTable(phases)}

Prices (USD, list, free tiers left out): Firestore us-central1 $${PRICES.firestoreReadsPer100k} reads,
$${PRICES.firestoreWritesPer100k} writes, $${PRICES.firestoreDeletesPer100k} deletes per 100,000; invocations $${PRICES.invocationsPerMillion} per million;
gpt-4o-mini $${PRICES.inputTokensPerMillion} input, $${PRICES.outputTokensPerMillion} output per million tokens; mail $${PRICES.mailsPerThousand} per 1,000.
A season of 1,000 recruiting and 1,000 screening applicants with their ${2000 / APPLICANTS_PER_VISIT} admin visits
(recruiting + screening + 2 × admin screens): $${seasonPrice().toFixed(2)}.

Screening outcomes: ${[...statuses].map(([status, n]) => `${status} ${n}`).join(', ')}; model calls: ${model.usage.assessment.calls} assessments, ${model.usage.health.calls} health checks.
Mails by template, whole run: ${await mailsByTemplate()}.
Firestore by function, whole run:
${firestoreByFunction(between(first, before))}
Run time ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await model.close();
  await smtp.stop();
}
process.exit(0);
