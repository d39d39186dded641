#!/usr/bin/env node
// `npm run check`, the inner loop: typecheck, lint and unit tests at the same time (no emulator,
// no build), each printed whole when it ends; exits non-zero when any failed.
//
// ESLint is the long pole (one thread, several times the typecheck's, the unit tests' or
// Prettier's time from a clean clone), so the others run at a lower priority
// (`nice`): on two cores ESLint keeps one to itself and they share the other, instead of all of
// them slowing ESLint down together.
import { STATIC_CHECKS, UNIT_TESTS } from './lib/checks.mjs';
import { runTogether, summarize } from './lib/run-together.mjs';

const started = Date.now();
const results = await runTogether(
  [...STATIC_CHECKS, UNIT_TESTS].map(([name, command]) => [
    name,
    name === 'eslint' ? command : `nice -n 10 ${command}`,
  ]),
);
const ok = summarize(`check (${Math.round((Date.now() - started) / 1000)} s)`, results);
process.exit(ok ? 0 : 1);
