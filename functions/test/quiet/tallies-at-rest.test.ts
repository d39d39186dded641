// The dashboards' tallies after the whole function-test run: every figure across postings, and
// within the specification's two postings (where most tests apply), equals the collections' own
// counts (what `npm run tallies` checks) once the triggers have run. A quiet test: it runs after
// the other function tests (the functions-quiet project), when nothing else writes meanwhile, so
// it needs no moment of rest among four files' writes. Those files check their own figures (an
// application's tally entry, a posting of their own); this checks what all of them did together:
// hundreds of applications written, moved and deleted at once, erased twice at once, repaired.
import { DEFAULT_RECRUITING_SLUG, DEFAULT_SCREENING_SLUG } from '@careers/domain/jobs';
import { TALLY_AREAS, type TallyArea } from '@careers/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { TRIGGER_WAIT } from '../../../tests/support/triggers';
import { compareTally } from '../../src/decisions/tallies/check';

describe('the tallies at rest', () => {
  it('agree with the collections, across postings and within the specification’s two, after every other test', async () => {
    const postings = [DEFAULT_RECRUITING_SLUG, DEFAULT_SCREENING_SLUG];
    await vi.waitFor(async () => {
      for (const area of Object.keys(TALLY_AREAS) as TallyArea[]) {
        const figures = await compareTally(area, new Date(), { postings });
        expect(figures.filter((figure) => !figure.ok)).toEqual([]);
        // Something was counted: the other function tests applied on both areas.
        const counted = figures.find((figure) => figure.what === 'days in total')?.counted;
        expect(counted, `no ${area} application: run it after the others (npm run test:functions)`).toBeGreaterThan(0);
      }
    }, TRIGGER_WAIT);
  });
});
