import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/longest-first';
import { paced } from './tests/support/pace';

// The Vitest stages of `npm test`; rules, functions and fuzz run inside `firebase emulators:exec`.

/** The Functions Framework logs each body it cannot parse (with a stack); the fuzz sends thousands on purpose. */
const platformParseLog = (log: string) => (log.includes('entity.parse.failed') ? false : undefined);

const UNIT_TESTS = [
  'domain/src/**/*.test.ts',
  'domain/testing/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'functions/testing/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'tests/build/index-rules.test.ts',
  'tests/build/indexes.test.ts',
  'tests/build/one-way.test.ts',
  'tests/build/security-headers.test.ts',
  'tests/build/ttl-policies.test.ts',
  'tests/fuzz/coverage.test.ts',
  'tests/support/failure-digest.test.ts',
  'tests/support/longest-first.test.ts',
  'tests/support/vitest-limits.test.ts',
  'scripts/lib/*.test.ts',
];

/**
 * The unit test files that replace a module with vi.mock. The unit tests share one module registry
 * per worker, where a module another file loaded first keeps its real imports and a mock leaks
 * into the files after: these files get a registry of their own ('unit-mocks').
 */
const MOCKING_UNIT_TESTS = ['domain/src', 'domain/testing', 'functions/src', 'functions/testing', 'web/src']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('));

/**
 * A project's limits: a test's and a hook's (beforeAll, afterEach, ...), each as it holds on the
 * reference machine, stretched by the pace. Every project sets both: Vitest's own defaults (5 s a
 * test, 10 s a hook) are clocks a slow machine cannot keep, where a beforeAll that makes accounts
 * through the functions emulator took longer than 10 s.
 */
const limits = (test: number, hook = test) => ({ testTimeout: paced(test), hookTimeout: paced(hook) });

export default defineConfig({
  test: {
    onConsoleLog: platformParseLog,
    // On a clean clone, the function tests' longest files first (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [react()],
        define: { __USE_EMULATORS__: 'true' },
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_TESTS],
          environment: 'node',
          // Pure tests: one module registry per worker instead of one per file (a third of the time).
          isolate: false,
          // The rubric's tests take up to a second each on a quiet machine, several on a busy one.
          ...limits(20_000),
        },
      },
      {
        plugins: [react()],
        define: { __USE_EMULATORS__: 'true' },
        // A component test waits for what it renders: on a machine the emulator stages keep busy, well past 5 s.
        test: { name: 'unit-mocks', include: MOCKING_UNIT_TESTS, environment: 'node', ...limits(20_000) },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['tests/rules/coverage-report.ts'],
          // One Firestore emulator project, cleared before each test: files take turns, in one
          // worker that loads the Firebase SDKs once (each file sets up and tears down its own
          // test environment in the harness's beforeAll/afterAll).
          fileParallelism: false,
          isolate: false,
          // A test's few calls take milliseconds on a quiet machine.
          ...limits(30_000),
        },
      },
      {
        test: {
          // Reads the builds npm test made (the production client and the served emulator build), and
          // rehearses what a deploy would refuse (starts a Firestore emulator of its own).
          name: 'build',
          include: ['tests/build/production-build.test.ts', 'tests/build/deploy-check.test.ts'],
          // The rehearsal compiles the rules in an emulator it starts: about a second on a quiet machine.
          ...limits(60_000),
        },
      },
      {
        test: {
          // The in-process fuzz layer: the API's route pipeline without emulators.
          name: 'validation',
          include: ['tests/fuzz/validation-*.test.ts'],
          ...limits(120_000),
          // Its two files at once (Vitest's default on two cores is one worker).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/fuzz.test.ts', 'tests/fuzz/pages.test.ts'],
          globalSetup: ['tests/support/spec-jobs.setup.ts'],
          // Each endpoint's requests run in parallel lanes inside its test; the stage shares the
          // machine with the rules and the in-process fuzz (scripts/test-stages.mjs).
          ...limits(600_000, 120_000),
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'functions/test/quiet/**'],
          globalSetup: ['tests/support/spec-jobs.setup.ts'],
          // Many tests wait for triggers, each wait up to a minute on a busy machine
          // (tests/support/triggers.ts, TRIGGER_WAIT); a test may wait for a few in turn.
          ...limits(180_000),
          // The files wait on the emulators (calls, triggers) more than they compute: four at a
          // time (Vitest's default on two cores is one).
          maxWorkers: 4,
          isolate: false,
        },
      },
      {
        test: {
          // Function tests that must have the emulator to themselves: those that read its worker
          // processes (their memory), those that own the SMTP port (mail faults) or read a counter
          // every submission moves (the intake budget) or figures every application moves (the
          // tallies at rest), and those whose bursts queue hundreds of triggers (interview
          // booking's burst of signatures holds other files' mails and offers behind its triggers).
          // After the other function tests, one file at a time.
          name: 'functions-quiet',
          include: ['functions/test/quiet/**/*.test.ts'],
          ...limits(180_000),
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
