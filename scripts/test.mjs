#!/usr/bin/env node
// `npm test`: everything before landing. The static checks (ESLint, the typecheck, Prettier:
// scripts/lib/checks.mjs) start at once, at the lowest priority, and take the CPU the rest leaves:
// the build, the emulators' start, the stages' waits on the emulators. The lowest is Linux's idle
// class (`chrt --idle 0`, where the machine has util-linux's chrt), below even the unit tests'
// `nice -n 19` beside the function tests, which must not wait behind them; elsewhere nice 19. Beside
// them, the browser step (scripts/ensure-browser.mjs), then `npm run test:emulated`: the emulator
// session and its stages (scripts/test-stages.mjs), the unit tests among them. The static checks'
// output is held and printed whole after the stages', with what failed at the very end, which is
// what CI shows. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { STATIC_CHECKS } from './lib/checks.mjs';
import { failureDigest } from './lib/failure-digest.mjs';
import { runTogether, summarize } from './lib/run-together.mjs';

const started = Date.now();
const lowest = spawnSync('chrt', ['--idle', '0', 'true']).status === 0 ? 'chrt --idle 0' : 'nice -n 19';
const staticChecks = runTogether(
  STATIC_CHECKS.map(([name, command]) => [name, `${lowest} ${command}`]),
  process.env,
  { print: false },
);

/** Runs `command` with this process's output; resolves whether it exited 0. */
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
const stagesOk = (await run('node scripts/ensure-browser.mjs')) && (await run('npm run --silent test:emulated'));

const results = await staticChecks;
for (const { name, seconds, output } of results) process.stdout.write(`\n── ${name} (${seconds} s) ──\n${output}`);
const staticOk = summarize('Static checks (from the start, at the lowest priority)', results);
for (const { name, ok, output } of results) {
  if (!ok) console.log(`\n── ${name}: what failed ──\n${failureDigest(output)}`);
}
const failed = [...(staticOk ? [] : ['the static checks (above)']), ...(stagesOk ? [] : ['the emulator stages'])];
console.log(
  `\nnpm test ${failed.length === 0 ? 'passed' : `failed: ${failed.join(' and ')}`} in ${Math.round((Date.now() - started) / 1000)} s.`,
);
process.exit(failed.length === 0 ? 0 : 1);
