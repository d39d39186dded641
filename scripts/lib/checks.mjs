// The checks of `npm run check`, named once. scripts/check.mjs runs them all at the same time;
// `npm test` (scripts/test.mjs) starts the static ones first and the unit tests beside the function
// tests, where TEST_PACE (measured once the emulators run) stretches their timeouts.

/** No emulator, no clock: each ends when its work is done, however slowly the machine runs it. */
export const STATIC_CHECKS = [
  ['eslint', 'npm run --silent lint:code'],
  ['typecheck', 'npm run --silent typecheck'],
  ['prettier', 'npm run --silent lint:format'],
];

/** The unit tests (with the fuzz list's coverage test): their timeouts stretch by TEST_PACE. */
export const UNIT_TESTS = ['unit', 'npm run --silent test:unit'];
