// The test files' order on a clean clone (longest-first.ts): the listed function test files first,
// longest first; Vitest's own order when it knows every file's duration.
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirstSequencer } from './longest-first';

const ROOT = '/repo';

function spec(project: string, path: string, size: number): TestSpecification {
  return {
    moduleId: `${ROOT}/${path}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
    size,
  } as unknown as TestSpecification;
}

/** A Vitest that has run the files of `durations` (by `project:path`) and knows every file's size. */
function vitest(files: TestSpecification[], durations: Record<string, number> = {}) {
  const sizes = new Map(
    files.map((file) => [file.moduleId.slice(ROOT.length + 1), (file as unknown as { size: number }).size]),
  );
  return {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
      getFileStats: (key: string) => ({ size: sizes.get(key.slice(key.indexOf(':') + 1)) }),
    },
  } as unknown as Vitest;
}

const paths = (files: TestSpecification[]) => files.map((file) => file.moduleId.slice(ROOT.length + 1));

describe('LongestFirstSequencer', () => {
  const small = spec('functions', 'functions/test/small.test.ts', 900);
  const large = spec('functions', 'functions/test/large.test.ts', 90_000);
  const erase = spec('functions', 'functions/test/data-rights-erase.test.ts', 10);
  const mail = spec('functions', 'functions/test/mail.test.ts', 20);
  const files = [small, mail, large, erase];

  it('starts the listed files first, in the list order, then the others largest first, when no duration is known', async () => {
    const sorted = await new LongestFirstSequencer(vitest(files)).sort(files);
    expect(paths(sorted)).toEqual([
      'functions/test/data-rights-erase.test.ts',
      'functions/test/mail.test.ts',
      'functions/test/large.test.ts',
      'functions/test/small.test.ts',
    ]);
  });

  it("keeps Vitest's order, longest first, once it knows every file's duration", async () => {
    const durations = {
      'functions:functions/test/small.test.ts': 30_000,
      'functions:functions/test/large.test.ts': 1_000,
      'functions:functions/test/data-rights-erase.test.ts': 2_000,
      'functions:functions/test/mail.test.ts': 3_000,
    };
    const sorted = await new LongestFirstSequencer(vitest(files, durations)).sort(files);
    expect(paths(sorted)).toEqual([
      'functions/test/small.test.ts',
      'functions/test/mail.test.ts',
      'functions/test/data-rights-erase.test.ts',
      'functions/test/large.test.ts',
    ]);
  });

  it('never moves a file out of its project', async () => {
    const rules = spec('rules', 'tests/rules/jobs.test.ts', 5);
    const mixed = [erase, rules, small];
    const sorted = await new LongestFirstSequencer(vitest(mixed)).sort(mixed);
    expect(sorted.map((file) => file.project.name)).toEqual(['functions', 'functions', 'rules']);
    expect(paths(sorted)[0]).toBe('functions/test/data-rights-erase.test.ts');
  });
});
