import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

interface ProjectTest {
  name?: string;
  testTimeout?: number;
  hookTimeout?: number;
}

const projects = (config.test?.projects ?? []) as { test?: ProjectTest }[];

/** Vitest's limits where a project sets none (its documentation: testTimeout, hookTimeout). */
const VITEST_DEFAULTS = { testTimeout: 5_000, hookTimeout: 10_000 };

// Where a project leaves a limit unset, Vitest's default applies whatever the machine's pace: a
// beforeAll on a slow machine then fails at 10 s though it would pass given the time.
describe('the Vitest projects', () => {
  it.each(projects.map(({ test }) => [test?.name, test] as const))(
    '%s sets a test limit and a hook limit of its own, at least Vitest’s defaults',
    (_name, test) => {
      expect(test?.testTimeout).toBeGreaterThanOrEqual(VITEST_DEFAULTS.testTimeout);
      expect(test?.hookTimeout).toBeGreaterThanOrEqual(VITEST_DEFAULTS.hookTimeout);
    },
  );
});
