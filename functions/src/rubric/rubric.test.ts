import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_SCREENING_CANDIDATE,
  SCREENING_DEMO_CANDIDATES,
  SCREENING_PERSONAS,
  type ScreeningDemoCandidate,
  screeningFormOf,
  STRONG_SCREENING_CANDIDATE,
  WEAK_SCREENING_CANDIDATE,
} from '@careers/domain/testing';
import {
  type AssessmentResult,
  emptyScreeningForm,
  isFieldVisible,
  parseAssessmentResult,
  PASS_THRESHOLD,
  SCREENING_FIELD_SPECS,
  SCREENING_SECTION_KEYS,
  type ScreeningFormValues,
  type ScreeningSectionKey,
  SECTION_FIELDS,
} from '@careers/domain/screening';
import { assessWithRubric, excerpt, MAX_QUOTE_LENGTH, RUBRIC_MODEL, RUBRIC_VERSION } from './rubric';

const assess = (candidate: ScreeningDemoCandidate) => assessWithRubric(screeningFormOf(candidate));

/** Every text the candidate entered (and the numbers as typed), where quotes must come from. */
function answerTexts(form: ScreeningFormValues): string[] {
  return Object.values(form).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'number') return [String(value)];
    if (Array.isArray(value)) {
      return value.flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry as object)));
    }
    return [];
  });
}

const allEvidence = (result: AssessmentResult, section: ScreeningSectionKey) => [
  ...result.section_analysis[section].strengths,
  ...result.section_analysis[section].concerns,
];

describe('calibration of the built-in assessor', () => {
  // The three calibration points. Chosen bands: a strong applicant passes clearly (>= 7.5); an
  // average one (plain answers, no optional ones) passes without standing out, 6.0-8.5 (optional
  // answers are only a bonus, so leaving them blank costs nothing); a weak one fails clearly (< 4.5).
  it('passes the strong applicant clearly', () => {
    const result = assess(STRONG_SCREENING_CANDIDATE);
    expect(result.weighted_score).toBeGreaterThanOrEqual(7.5);
    expect(result.passed).toBe(true);
    expect(result.recommendation).toBe('advance');
    expect(result.internship_readiness).toBe('Ready');
    // Its decision log: the rubric's own scores and version, no model.
    expect(result.decision_log).toEqual({
      rubric_version: 'rubric-2026.12',
      rubric_scores: { weighted_score: result.weighted_score, passed: true, section_scores: result.section_scores },
      model: null,
      prompt_version: null,
      model_scores: null,
    });
  });

  it('passes the average applicant without standing out', () => {
    const result = assess(AVERAGE_SCREENING_CANDIDATE);
    expect(result.weighted_score).toBeGreaterThanOrEqual(6.0);
    expect(result.weighted_score).toBeLessThanOrEqual(8.5);
  });

  it('fails the weak applicant clearly', () => {
    const result = assess(WEAK_SCREENING_CANDIDATE);
    expect(result.weighted_score).toBeLessThan(4.5);
    expect(result.passed).toBe(false);
    expect(result.recommendation).toBe('reject');
  });

  it('orders every section strong >= average >= weak', () => {
    const [strong, average, weak] = [
      STRONG_SCREENING_CANDIDATE,
      AVERAGE_SCREENING_CANDIDATE,
      WEAK_SCREENING_CANDIDATE,
    ].map((candidate) => assess(candidate).section_scores);
    for (const key of SCREENING_SECTION_KEYS) {
      expect(strong![key], key).toBeGreaterThanOrEqual(average![key]);
      expect(average![key], key).toBeGreaterThanOrEqual(weak![key]);
    }
  });

  it('agrees with the demo personas: those past the screening pass it, those not selected fail it', () => {
    for (const persona of SCREENING_PERSONAS) {
      const result = assess(persona);
      if (['screening_passed', 'shortlisted', 'interviewed', 'hired', 'rejected'].includes(persona.status)) {
        expect(result.passed, persona.key).toBe(true);
      }
      if (persona.status === 'screening_failed') expect(result.passed, persona.key).toBe(false);
    }
  });
});

describe('evidence', () => {
  it.each(SCREENING_DEMO_CANDIDATES.map((candidate) => [candidate.key, candidate] as const))(
    'backs every section score of %s with a verbatim quote',
    (_key, candidate) => {
      const result = assess(candidate);
      const texts = answerTexts(candidate.form);
      for (const key of SCREENING_SECTION_KEYS) {
        const evidence = allEvidence(result, key);
        const quoted = evidence.filter((e) => e.quote !== '' && texts.some((text) => text.includes(e.quote)));
        expect(quoted.length, key).toBeGreaterThan(0);
        for (const e of evidence) {
          expect(e.quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
          if (e.quote !== '')
            expect(
              texts.some((text) => text.includes(e.quote)),
              e.quote,
            ).toBe(true);
        }
        expect(result.section_analysis[key].strengths.every((e) => e.points > 0)).toBe(true);
        expect(result.section_analysis[key].concerns.every((e) => e.points <= 0)).toBe(true);
        expect(result.section_analysis[key].summary).toContain(result.section_analysis[key].score.toFixed(1));
      }
    },
  );

  it('quotes the sentence around a match, verbatim and short', () => {
    const text =
      'We had a slow page. ' +
      'The cause was an N+1 query in req.body parsing that ran for every row of the 20k-row table and kept going well past the limit of patience. ' +
      'Then we fixed it.';
    const quote = excerpt(text, text.indexOf('N+1'));
    expect(text).toContain(quote);
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
    expect(quote).toContain('N+1');
    expect(excerpt('Short answer.', 0)).toBe('Short answer.');
    expect(
      excerpt(
        `First sentence about nothing in particular at all. I used console.log to print it, ${'x '.repeat(40)}`,
        55,
      ),
    ).toMatch(/^I used console\.log/);
  });
});

describe('assessWithRubric', () => {
  it('is deterministic apart from the duration', () => {
    const strip = ({ metadata, ...rest }: AssessmentResult) => ({ ...rest, metadata: { ...metadata, duration_ms: 0 } });
    for (const candidate of SCREENING_DEMO_CANDIDATES) {
      expect(strip(assess(candidate))).toEqual(strip(assess(candidate)));
    }
  });

  it('records who assessed, and the duration from the given clock', () => {
    const ticks = [1000, 1012];
    const result = assessWithRubric(screeningFormOf(STRONG_SCREENING_CANDIDATE), { now: () => ticks.shift()! });
    expect(result.metadata).toEqual({
      assessor: 'builtin',
      model: RUBRIC_MODEL,
      version: RUBRIC_VERSION,
      duration_ms: 12,
    });
    expect(RUBRIC_VERSION).toBe('rubric-2026.12');
  });

  it('applies the threshold it is given', () => {
    const strict = assessWithRubric(screeningFormOf(AVERAGE_SCREENING_CANDIDATE), { threshold: 9 });
    expect(strict.passed).toBe(false);
    expect(strict.feedback).toContain('pass mark of 9.0');
    expect(assess(STRONG_SCREENING_CANDIDATE).feedback).toContain(`pass mark of ${PASS_THRESHOLD.toFixed(1)}`);
  });

  it('ignores answers left behind in hidden fields', () => {
    const unticked = { ...screeningFormOf(STRONG_SCREENING_CANDIDATE), concurrency_issue_faced: false };
    const cleared = { ...unticked, concurrency_issue_description: '', concurrency_issue_solution: '' };
    expect(assessWithRubric(unticked).section_scores).toEqual(assessWithRubric(cleared).section_scores);
  });

  it('produces what the result validator accepts', () => {
    for (const candidate of SCREENING_DEMO_CANDIDATES) {
      const result = assess(candidate);
      expect(parseAssessmentResult(JSON.stringify(result))).toEqual({ ok: true, value: result });
    }
  });

  it('scores an empty form at zero without failing', () => {
    const result = assessWithRubric(emptyScreeningForm());
    expect(result.weighted_score).toBe(0);
    expect(result.recommendation).toBe('reject');
  });
});

/** Technologies a section's vocabulary names, for the property below (independent of the rubric's lists). */
const SECTION_TECH: Record<ScreeningSectionKey, string[]> = {
  personal: ['Data Structures', 'Operating Systems', 'Computer Networks', 'DBMS'],
  frontend: ['React', 'useMemo', 'Redux', 'react-window', 'Lighthouse', 'Tailwind'],
  backend: ['Express', 'JWT', 'bcrypt', 'Django', 'rate limiting', 'GraphQL'],
  database: ['PostgreSQL', 'a composite index', 'EXPLAIN ANALYZE', 'MongoDB', 'a foreign key'],
  devops: ['GitHub Actions', 'Docker', 'Vercel', 'Sentry', 'Nginx', 'CloudWatch'],
  ai_tools: ['Claude', 'GitHub Copilot', 'ChatGPT', 'the OpenAI API', 'Cursor'],
  experience: ['git bisect', 'Sentry', 'Playwright', 'breakpoints', 'Redis'],
  knowledge: ['Redis', 'Promise.all', 'the dependency array', 'MongoDB', 'ACID transactions'],
};

const UNITS = ['ms', 'requests per second', 'rows', 'users', 'MB'];

describe('a concrete detail never costs points (property)', () => {
  const candidates = SCREENING_DEMO_CANDIDATES;
  const before = new Map(candidates.map((candidate) => [candidate.key, assess(candidate)]));
  /** The long-answer fields of a section that show in a form. */
  const longFields = (form: ScreeningFormValues, section: ScreeningSectionKey) =>
    SECTION_FIELDS[section].filter(
      (field) => SCREENING_FIELD_SPECS[field].kind === 'long' && isFieldVisible(field, form),
    );

  it('appending a sentence naming a technology of the section and a number never lowers that section or the overall score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...candidates),
        fc.constantFrom(...SCREENING_SECTION_KEYS),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 2, max: 2_000_000 }),
        fc.constantFrom(...UNITS),
        (candidate, section, fieldPick, techPick, amount, unit) => {
          const form = screeningFormOf(candidate);
          const fields = longFields(form, section);
          fc.pre(fields.length > 0);
          const field = fields[fieldPick % fields.length]!;
          const tech = SECTION_TECH[section][techPick % SECTION_TECH[section].length]!;
          const sentence = `In that project I used ${tech} to handle ${amount} ${unit}.`;
          const current = form[field] as string;
          (form as unknown as Record<string, string>)[field] = current.trim() ? `${current} ${sentence}` : sentence;
          const after = assessWithRubric(form);
          const previous = before.get(candidate.key)!;
          expect(after.section_scores[section]).toBeGreaterThanOrEqual(previous.section_scores[section]);
          expect(after.weighted_score).toBeGreaterThanOrEqual(previous.weighted_score);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
