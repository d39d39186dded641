// Vitest config of scripts/rules-mutants.mjs: the `rules` project of vitest.config.ts as it is,
// plus a file order. A mutant's run stops at its first failing test (--bail 1), so it runs first
// the files most likely to fail (the ones named after the mutated collection, then the files
// that killed earlier mutants): RULES_TEST_ORDER, a comma-separated list of paths.
// The order changes how soon a mutant is killed, never whether it is.
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import root from '../../vitest.config';

const rules = root.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'rules',
);
if (!rules) throw new Error('vitest.config.ts has no `rules` project');

class RulesTestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = (process.env.RULES_TEST_ORDER ?? '').split(',').filter(Boolean);
    const rank = (file: TestSpecification) => {
      const index = order.findIndex((path) => file.moduleId.endsWith(path));
      return index < 0 ? order.length : index;
    };
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { ...rules.test, sequence: { sequencer: RulesTestOrder } },
});
