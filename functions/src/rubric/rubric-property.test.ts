import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCREENING_DEMO_CANDIDATES, SCREENING_GENUINE_CORPUS } from '@careers/domain/testing';
import {
  isFieldVisible,
  SCREENING_FIELD_SPECS,
  SCREENING_SECTION_KEYS,
  type ScreeningFormValues,
  type ScreeningSectionKey,
  SECTION_FIELDS,
} from '@careers/domain/screening';
import { assessWithRubric } from './rubric';

/**
 * Genuine sentences of real detail for each section, written for this test (independent of the
 * rubric's vocabulary lists): prose a candidate could add to one of the section's answers.
 */
const GENUINE_DETAIL: Record<ScreeningSectionKey, string[]> = {
  personal: [
    'In the Operating Systems lab I wrote a small shell in C that handled pipes and background jobs.',
    'Our Computer Networks course had us capture HTTP traffic with Wireshark and explain every header we saw.',
    'The DBMS project taught me to draw the entities on paper before writing a single table.',
  ],
  frontend: [
    'I also added a loading skeleton so the table did not jump around when the data arrived.',
    'Later I measured the page again with the React Profiler and the slow renders were gone.',
    'The component now keeps the selected row in local state, so the other rows do not re-render when it changes.',
  ],
  backend: [
    'Every route validates its input before it touches the database, which keeps bad data out of the tables.',
    'I wrote integration tests for the login flow that check both a valid token and an expired one.',
    'The handler returns a clear error message with a 400 status when a required field is missing.',
  ],
  database: [
    'I checked the query plan with EXPLAIN before and after adding the index to be sure it was used.',
    'Each table has a created_at column so that we can sort the rows and audit changes later.',
    'We back up the database every night and I once restored a backup to check that it really works.',
  ],
  devops: [
    'Before merging I always pull the latest main branch and run the tests locally.',
    'The deploy logs showed the exact line that failed, so I fixed the build script the same day.',
    'We keep the staging environment identical to production so that surprises show up before release.',
  ],
  ai_tools: [
    'I never paste a suggestion without reading it, because the assistant does not know our codebase.',
    'When the assistant seemed unsure, I asked it for the documentation link and read that page myself.',
    'I ask it to explain an error message first and only then decide whether its fix makes sense.',
  ],
  experience: [
    'After the incident I wrote a short note for the team explaining what went wrong and how we fixed it.',
    'I added a regression test so that the same bug would fail the build if it ever came back.',
    'Since then I reproduce a bug on my own machine before I change any code.',
  ],
  knowledge: [
    'In practice I measure first, because a cache adds complexity that is only worth it for hot data.',
    'I learned this the hard way when a page made forty sequential requests and took several seconds to load.',
    'The documentation explains the same idea with a clear example that I still use when teaching friends.',
  ],
};

const FORMS: { name: string; form: ScreeningFormValues }[] = [
  ...SCREENING_DEMO_CANDIDATES.map((c) => ({ name: c.key, form: c.form })),
  ...SCREENING_GENUINE_CORPUS.map((e) => ({ name: e.kind, form: e.form })),
];

/** The long-answer fields of a section that show in a form. */
const longFields = (form: ScreeningFormValues, section: ScreeningSectionKey) =>
  SECTION_FIELDS[section].filter(
    (field) => SCREENING_FIELD_SPECS[field].kind === 'long' && isFieldVisible(field, form),
  );

describe('adding real detail never lowers a score (property)', () => {
  const before = new Map(FORMS.map(({ name, form }) => [name, assessWithRubric(form)]));

  it('appending one to three genuine sentences to an answer never lowers its section or the overall score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMS),
        fc.constantFrom(...SCREENING_SECTION_KEYS),
        fc.nat(),
        fc.uniqueArray(fc.nat({ max: 2 }), { minLength: 1, maxLength: 3 }),
        ({ name, form: original }, section, fieldPick, sentencePicks) => {
          const form = structuredClone(original);
          const fields = longFields(form, section);
          fc.pre(fields.length > 0);
          const field = fields[fieldPick % fields.length]!;
          const detail = sentencePicks.map((i) => GENUINE_DETAIL[section][i]!).join(' ');
          const current = (form[field] as string).trim();
          (form as unknown as Record<string, string>)[field] = current ? `${current} ${detail}` : detail;
          const after = assessWithRubric(form);
          const previous = before.get(name)!;
          expect(after.section_scores[section]).toBeGreaterThanOrEqual(previous.section_scores[section]);
          expect(after.weighted_score).toBeGreaterThanOrEqual(previous.weighted_score);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
