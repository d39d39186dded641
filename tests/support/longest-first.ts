// The order Vitest starts test files in when it has no durations of its own. Vitest runs the files
// it remembers longest first (their durations are kept in node_modules/.vite), and files it has
// never run largest first: on a clean clone, as CI runs it, a long function test file could start
// late and run on alone while the other workers had finished.
//
// An order only: a file renamed, removed or missing here starts after these, in Vitest's order.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The function test files that take longest on a clean clone (the median of several runs), longest first. */
const LONGEST_FIRST = [
  'functions/test/data-rights-erase.test.ts',
  'functions/test/screening-admin.test.ts',
  'functions/test/rate-limits.test.ts',
  'functions/test/offer-lifecycle.test.ts',
  'functions/test/admin-applications.test.ts',
  'functions/test/mail.test.ts',
  'functions/test/tallies.test.ts',
  'functions/test/offers.test.ts',
  'functions/test/trust-boundaries.test.ts',
  'functions/test/applications.test.ts',
  'functions/test/jobs-admin.test.ts',
  'functions/test/admin-recruiting.test.ts',
];

const rank = (file: TestSpecification) => {
  const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return at === -1 ? LONGEST_FIRST.length : at;
};

/** Vitest's own order, with the files of LONGEST_FIRST first when Vitest knows no durations. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const key = (file: TestSpecification) => `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    if (files.every((file) => this.ctx.cache.getFileTestResults(key(file)))) return sorted;
    // The projects keep their order, and the unlisted files Vitest's order among them.
    const projectAt = new Map<string, number>();
    sorted.forEach((file, index) => projectAt.set(file.project.name, projectAt.get(file.project.name) ?? index));
    return sorted
      .map((file, index) => ({ file, index, project: projectAt.get(file.project.name) ?? 0, rank: rank(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
