#!/usr/bin/env node
// The emulator-backed stages of `npm test`, run in one emulator session after one build (see
// package.json `test:emulated`). Stages that share nothing run at the same time; each phase
// starts from emptied emulators (tests make their own data with unique ids, so they need no more):
// the first on those `firebase emulators:exec` has just started, each other one after
// scripts/clear-emulators.mjs.
//   1. rules (Firestore emulator, its own project), the fuzz stage's emulator layer (auth and
//      Firestore) and the in-process validation fuzz, which keep both cores busy. None of them wants
//      the background triggers (the fuzz would blame a trigger's write on its next request), so
//      the phase runs with them paused (BACKGROUND_TRIGGERS_PAUSED=1 tells the fuzz), and the clear
//      after it starts them again: one reload of the functions, which each resume costs;
//   2. the function tests (every emulator, triggers on), the quiet ones (functions/test/quiet/,
//      which read the emulator's worker processes) after the others: they wait on the emulators
//      more than they compute, so the production build's checks (no emulator but one of their
//      own, a production build of the client) run beside them, and the unit tests (no emulator)
//      at nice 19, in the CPU they leave. `npm test` started the static checks (ESLint, the
//      typecheck, Prettier) before the emulators, below even that (scripts/test.mjs);
//   3. the end-to-end tests (every emulator, the built app on hosting), alone: many of their
//      expectations wait on a trigger. Their global setup writes the applications at size with
//      the triggers paused and then starts them (tests/e2e/support/at-size.ts), so the clear
//      before them leaves them paused: one resume, not two.
// Every phase runs even after a failure, so one run reports every failure; a summary prints each
// stage's time, and the exit code is non-zero when any stage failed. STAGES=rules,functions (the
// names below) runs only those. What failed is also written to .cache/test-stages/report.txt, which
// `npm run test:emulated` prints again after the emulators have shut down (scripts/stage-report.mjs),
// so it is the last thing a long run prints.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pauseBackgroundTriggers } from './lib/background-triggers.mjs';
import { UNIT_TESTS } from './lib/checks.mjs';
import { measurePace } from './lib/pace.mjs';
import { failureDigest, STAGE_REPORT } from './lib/failure-digest.mjs';
import { readFileSync } from 'node:fs';
import { runTogether, summarize } from './lib/run-together.mjs';

/** The machine's busy CPU time so far (every core, every process: /proc/stat), in seconds; null off Linux. */
function busyCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

const PHASES = [
  {
    pausedTriggers: true,
    stages: [
      ['rules', 'npx vitest run --project rules'],
      ['fuzz', 'npx vitest run --project fuzz'],
      ['validation', 'npx vitest run --project validation'],
    ],
  },
  {
    stages: [
      ['functions', 'npx vitest run --project functions --project functions-quiet'],
      ['build', 'npm run --silent build:production-client -w web && npx vitest run --project build'],
      [UNIT_TESTS[0], `nice -n 19 ${UNIT_TESTS[1]}`],
    ],
  },
  { stages: [['end-to-end', 'npx playwright test -c tests/e2e']], resumesTriggers: true },
];

const only = process.env.STAGES?.split(',').map((name) => name.trim());
const started = Date.now();
// Every stage's wall-clock limits stretch by the machine's pace (tests/support/pace.ts).
if (!process.env.TEST_PACE) {
  const { pace, cpu, emulator } = await measurePace();
  process.env.TEST_PACE = pace.toFixed(2);
  console.log(
    `Pace ${process.env.TEST_PACE} (probes: cpu ${Math.round(cpu)} ms, emulator ${Math.round(emulator ?? 0)} ms)`,
  );
}
const results = [];
rmSync(STAGE_REPORT, { force: true });
let fresh = true;
const phaseCpu = [];
for (const { stages, pausedTriggers, resumesTriggers } of PHASES) {
  const phase = stages.filter(([name]) => !only || only.includes(name));
  if (phase.length === 0) continue;
  const clear = ['scripts/clear-emulators.mjs', ...(resumesTriggers ? ['--leave-paused'] : [])];
  if (!fresh) spawnSync('node', clear, { stdio: 'inherit' });
  fresh = false;
  const env = { ...process.env, E2E_A11Y_COVERAGE: '1' };
  if (pausedTriggers) {
    await pauseBackgroundTriggers();
    env.BACKGROUND_TRIGGERS_PAUSED = '1';
  }
  const cpuBefore = busyCpuSeconds();
  const phaseResults = await runTogether(phase, env);
  const cpuAfter = busyCpuSeconds();
  results.push(...phaseResults);
  if (cpuBefore !== null && cpuAfter !== null) {
    const names = phase.map(([name]) => name).join(', ');
    phaseCpu.push(`  ${names}: ${Math.round(cpuAfter - cpuBefore)} CPU-s (the whole machine's busy time)`);
  }
}
const ok = summarize(`Emulator stages (${Math.round((Date.now() - started) / 1000)} s)`, results);
console.log(`Pace ${process.env.TEST_PACE}; CPU per phase:\n${phaseCpu.join('\n')}`);
if (!ok) {
  const failed = results.filter((result) => !result.ok);
  const report = failed.map(({ name, output }) => `── ${name}: what failed ──\n${failureDigest(output)}`);
  mkdirSync(dirname(STAGE_REPORT), { recursive: true });
  writeFileSync(STAGE_REPORT, `${report.join('\n\n')}\n`);
}
process.exit(ok ? 0 : 1);
