#!/usr/bin/env node
// `npm run check`, the inner loop: typecheck, lint and unit tests at the same time (no emulator,
// no build), each printed whole when it ends; exits non-zero when any failed.
import { runTogether, summarize } from './lib/run-together.mjs';

const started = Date.now();
const results = await runTogether([
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['unit', 'npm run --silent test:unit'],
]);
const ok = summarize(`check (${Math.round((Date.now() - started) / 1000)} s)`, results);
process.exit(ok ? 0 : 1);
