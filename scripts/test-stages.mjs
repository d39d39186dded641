#!/usr/bin/env node
// The emulator-backed stages of `npm test`, run in one emulator session (see package.json
// `test:emulated`): each stage runs even when an earlier one failed, so one run reports every
// failure; the emulators are emptied between stages. Prints each stage's time, and exits non-zero
// when any stage failed.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['rules', 'vitest run --project rules'],
  ['functions', 'vitest run --project functions'],
  ['fuzz', 'vitest run --project fuzz'],
  ['end-to-end', 'playwright test -c tests/e2e'],
];

const results = [];
for (const [name, command] of STAGES) {
  // Each stage starts from empty emulators (tests make their own data with unique ids).
  spawnSync('node', ['scripts/clear-emulators.mjs'], { stdio: 'inherit' });
  const started = Date.now();
  const { status } = spawnSync(`npx ${command}`, { stdio: 'inherit', shell: true });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nEmulator stages:');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'passed' : 'FAILED'}  ${name.padEnd(11)} ${seconds} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
