#!/usr/bin/env node
// Run by `npm run test:emulated` when its stages failed, after the emulators have shut down: prints
// what failed (written by scripts/test-stages.mjs) so it ends the output, then exits non-zero.
import { existsSync, readFileSync } from 'node:fs';
import { STAGE_REPORT } from './lib/failure-digest.mjs';
console.log('\nThe emulator stages failed.');
console.log(
  existsSync(STAGE_REPORT)
    ? readFileSync(STAGE_REPORT, 'utf8')
    : 'No stage report: the emulators or the build failed first (see above).',
);
process.exit(1);
