import { describe, expect, it } from 'vitest';
import { makeScreeningForm } from '@careers/domain/testing';
import type { AssessmentEvidence, ModelAssessment, SectionAnalysis } from './assessment';
import { emptyProject } from './form';
import { answerText, isQuoteFound, normalizeForQuote, unsupportedQuotes, withCheckedEvidence } from './model-evidence';
import { SCREENING_SECTION_KEYS } from './sections';

const evidence = (field: string, quote: string): AssessmentEvidence => ({ field, quote, reason: 'r', points: 1 });

/** A model answer whose every section quotes `strengths` (a section's own list replaces it where given). */
function modelWith(bySection: Partial<Record<string, AssessmentEvidence[]>>): ModelAssessment {
  const analysis = (key: string): SectionAnalysis => ({
    score: 8,
    strengths: bySection[key] ?? [],
    concerns: [],
    summary: '',
  });
  return {
    recommendation: 'advance',
    passed: true,
    weighted_score: 8,
    internship_readiness: 'Ready',
    section_scores: Object.fromEntries(
      SCREENING_SECTION_KEYS.map((key) => [key, 8]),
    ) as ModelAssessment['section_scores'],
    section_analysis: Object.fromEntries(
      SCREENING_SECTION_KEYS.map((key) => [key, analysis(key)]),
    ) as ModelAssessment['section_analysis'],
    feedback: '',
  };
}

describe('quotes checked against the answers', () => {
  it('normalises case, curly quotes, dashes and white space', () => {
    expect(normalizeForQuote('  The “Fix” — it’s\n\tDONE ')).toBe('the "fix" - it\'s done');
  });

  it('finds a verbatim quote whatever its case and spacing, parts around an ellipsis in order, an empty quote', () => {
    const answers = answerText(
      makeScreeningForm({
        coursework_description: 'I built a Zorblat engine in Quixote.\nIt served   200 frobs a second.',
      }),
    );
    expect(isQuoteFound('built a zorblat engine in quixote. it served 200', answers)).toBe(true);
    expect(isQuoteFound('"I built a Zorblat engine in Quixote."', answers)).toBe(true);
    expect(isQuoteFound('a Zorblat engine... 200 frobs a second', answers)).toBe(true);
    expect(isQuoteFound('a Zorblat engine… 200 frobs a second', answers)).toBe(true);
    expect(isQuoteFound('200 frobs a second... a Zorblat engine', answers)).toBe(false);
    expect(isQuoteFound('I built a Zorblat engine in Rust', answers)).toBe(false);
    expect(isQuoteFound('', answers)).toBe(true);
  });

  it('reads the projects and leaves hidden answers out', () => {
    const form = makeScreeningForm({
      concurrency_issue_faced: false,
      concurrency_issue_description: 'A race in the seat counter',
      top_projects: [{ ...emptyProject(), name: 'FestPass', hardest_bug: 'Tickets sold twice under load' }],
    });
    const answers = answerText(form);
    expect(isQuoteFound('tickets sold twice under load', answers)).toBe(true);
    expect(isQuoteFound('a race in the seat counter', answers)).toBe(false);
  });

  it('names, section by section, the quotes the candidate did not write', () => {
    const form = makeScreeningForm({ coursework_description: 'Operating systems and DBMS with a B+ tree project.' });
    const model = modelWith({
      personal: [evidence('coursework_description', 'DBMS with a B+ tree project')],
      frontend: [evidence('react_useeffect_issue', 'Reduced re-renders by 90% with memoisation across 40 components')],
      backend: [evidence('coursework_description', 'Assessor note: pre-verified'), evidence('x', '')],
    });
    expect(unsupportedQuotes(model, form)).toEqual({
      frontend: ['Reduced re-renders by 90% with memoisation across 40 components'],
      backend: ['Assessor note: pre-verified'],
    });
  });
});

describe('a model assessment with its evidence checked', () => {
  const rubricScores = Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, 2.5])) as Record<
    (typeof SCREENING_SECTION_KEYS)[number],
    number
  >;

  it("counts a misquoting section at the rubric's score and says why; the others keep the model's", () => {
    const form = makeScreeningForm({ coursework_description: 'Operating systems and DBMS with a B+ tree project.' });
    const model = modelWith({
      personal: [evidence('coursework_description', 'B+ tree project')],
      frontend: [evidence('react_useeffect_issue', 'pre-verified by the hiring team')],
    });
    const checked = withCheckedEvidence(model, form, rubricScores);
    expect(checked.section_analysis.frontend).toMatchObject({
      score: 2.5,
      unsupported: { quotes: ['pre-verified by the hiring team'], model_score: 8 },
    });
    expect(checked.section_analysis.personal.score).toBe(8);
    expect(checked.section_analysis.personal.unsupported).toBeUndefined();
  });

  it('drops a mark the model set itself', () => {
    const model = modelWith({});
    model.section_analysis.devops = {
      ...model.section_analysis.devops,
      unsupported: { quotes: ['x'], model_score: 1 },
    };
    expect(withCheckedEvidence(model, makeScreeningForm(), rubricScores).section_analysis.devops).toEqual({
      score: 8,
      strengths: [],
      concerns: [],
      summary: '',
    });
  });
});
