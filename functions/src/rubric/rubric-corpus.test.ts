import { describe, expect, it } from 'vitest';
import {
  AVERAGE_SCREENING_CANDIDATE,
  SCREENING_CORPUS,
  SCREENING_DEMO_CANDIDATES,
  SCREENING_GAMING_CORPUS,
  SCREENING_GENUINE_CORPUS,
  type ScreeningCorpusEntry,
  screeningFormOf,
  STRONG_SCREENING_CANDIDATE,
} from '@careers/domain/testing';
import {
  type AssessmentResult,
  emptyScreeningForm,
  parseAssessmentResult,
  PASS_THRESHOLD,
  SCREENING_SECTION_KEYS,
  type ScreeningFormValues,
  SECTION_FIELDS,
  SECTION_REQUIRED_FIELDS,
} from '@careers/domain/screening';
import { assessWithRubric, RED_FLAG_IDS, redFlagsOf } from './rubric';

const flagIds = (result: AssessmentResult) => new Set<string>(redFlagsOf(result).map((f) => f.flag));

/** Every form the rubric is checked on: the demo forms, a blank form and the corpus. */
const ALL_FORMS: [string, ScreeningFormValues][] = [
  ...SCREENING_DEMO_CANDIDATES.map((c) => [`demo ${c.key}`, c.form] as [string, ScreeningFormValues]),
  ['empty form', emptyScreeningForm()],
  ...SCREENING_CORPUS.map((e) => [`corpus ${e.kind}`, e.form] as [string, ScreeningFormValues]),
];

describe('the adversarial corpus', () => {
  it('has at least eight kinds of gaming and three genuine styles, each with its expected outcome', () => {
    expect(SCREENING_GAMING_CORPUS.length).toBeGreaterThanOrEqual(8);
    expect(SCREENING_GENUINE_CORPUS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SCREENING_CORPUS.map((e) => e.kind)).size).toBe(SCREENING_CORPUS.length);
    for (const entry of SCREENING_GAMING_CORPUS) {
      expect(entry.expected).toBe('fail');
      for (const flag of entry.flags) expect(RED_FLAG_IDS as readonly string[]).toContain(flag);
    }
    for (const entry of SCREENING_GENUINE_CORPUS) expect(entry.expected).toBe('pass');
  });

  it.each(SCREENING_GAMING_CORPUS.map((e) => [e.kind, e] as [string, ScreeningCorpusEntry]))(
    'fails %s and names a red flag of its kind',
    (_kind, entry) => {
      const result = assessWithRubric(entry.form);
      expect(result.weighted_score).toBeLessThan(PASS_THRESHOLD);
      expect(result.passed).toBe(false);
      expect(entry.flags.some((flag) => flagIds(result).has(flag))).toBe(true);
    },
  );

  it.each(SCREENING_GENUINE_CORPUS.map((e) => [e.kind, e] as [string, ScreeningCorpusEntry]))(
    'passes the genuine form %s with no red flag',
    (_kind, entry) => {
      const result = assessWithRubric(entry.form);
      expect(result.passed).toBe(true);
      expect(redFlagsOf(result)).toEqual([]);
      expect(result.feedback).toContain('No red flags.');
    },
  );

  it('scores every form as pinned (known answers, measured when the rubric was written)', () => {
    const scores = Object.fromEntries(ALL_FORMS.map(([name, form]) => [name, assessWithRubric(form).weighted_score]));
    expect(scores).toEqual({
      'demo strong': 10,
      'demo average': 7.8,
      'demo weak': 1,
      'demo priya': 9.6,
      'demo diego': 9.1,
      'demo aisha': 8.6,
      'demo kenji': 7.8,
      'demo lucas': 3.2,
      'demo meilin': 7.3,
      'demo omar': 7.6,
      'demo sofia': 8.9,
      'demo tomas': 0.9,
      'empty form': 0,
      'corpus shuffled_salad': 0,
      'corpus padded_salad': 0,
      'corpus term_list': 0,
      'corpus fluent_template': 0,
      'corpus repeated_sentence': 0,
      'corpus question_echo': 0,
      'corpus copied_answer': 0,
      'corpus prompt_injection': 0.4,
      'corpus buzzword_stuffing': 0,
      'corpus generic_essay': 0,
      'corpus genuine_detailed': 10,
      'corpus genuine_terse': 8.9,
      'corpus genuine_plain_english': 9,
    });
  });

  it('keeps failing the demo forms that should fail, and passing those that should pass', () => {
    // The applicant in review told the assessor to score 10: the model obeyed, the rubric fails it.
    const failing = ['screening_failed', 'needs_review'];
    for (const candidate of SCREENING_DEMO_CANDIDATES) {
      expect(assessWithRubric(candidate.form).passed, candidate.key).toBe(!failing.includes(candidate.status));
    }
    expect(assessWithRubric(emptyScreeningForm()).passed).toBe(false);
  });
});

describe('one gamed answer', () => {
  // The word-counting rubric gave this salad 4.5 of 5, and 5 of 5 padded to 20 words.
  const salad = 'dependency array useEffect cleanup because stale closure infinite loop StrictMode AbortController';

  it.each([
    ['a shuffled list of terms with one "because"', salad],
    ['the same padded to twenty words', `${salad} ${salad.replace('because ', '')}`],
  ])('earns nothing for %s and names the red flag', (_name, answer) => {
    const form = screeningFormOf(STRONG_SCREENING_CANDIDATE);
    form.react_useeffect_issue = answer;
    const result = assessWithRubric(form);
    const entries = result.section_analysis.knowledge.concerns.filter((e) => e.field === 'react_useeffect_issue');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.points).toBe(-1);
    expect(entries[0]!.flags).toContain('shuffled_terms');
    expect(entries[0]!.reason).toContain('No credit for React useEffect issue (0 of 2.0 points)');
    expect(result.section_analysis.knowledge.strengths.some((e) => e.field === 'react_useeffect_issue')).toBe(false);
  });
});

describe('the evidence adds up', () => {
  it.each(ALL_FORMS)('lists points that sum exactly to every section score of the %s', (_name, form) => {
    const result = assessWithRubric(form);
    for (const key of SCREENING_SECTION_KEYS) {
      const { score, strengths, concerns } = result.section_analysis[key];
      const tenths = [...strengths, ...concerns].reduce((sum, e) => sum + Math.round(e.points * 10), 0);
      expect(tenths, key).toBe(Math.round(score * 10));
      expect(strengths.every((e) => e.points > 0)).toBe(true);
      expect(concerns.every((e) => e.points <= 0)).toBe(true);
    }
    expect(parseAssessmentResult(JSON.stringify(result))).toEqual({ ok: true, value: result });
  });

  it('lists every answer of a section, not the largest eight', () => {
    const result = assessWithRubric(screeningFormOf(STRONG_SCREENING_CANDIDATE));
    const frontend = result.section_analysis.frontend;
    const fields = new Set([...frontend.strengths, ...frontend.concerns].map((e) => e.field));
    for (const field of SECTION_FIELDS.frontend.filter(
      (f) => !['frontend_frameworks', 'largest_dataset_size'].includes(f),
    ))
      expect(fields.has(field), field).toBe(true);
    expect(frontend.strengths.length).toBe(12);
  });
});

describe('optional answers', () => {
  const average = assessWithRubric(screeningFormOf(AVERAGE_SCREENING_CANDIDATE));

  it('cost nothing when blank and are not listed', () => {
    const blanks = ['auth_system_bug', 'slow_query_example', 'cicd_pipeline_steps', 'monitoring_tools'];
    const listed = SCREENING_SECTION_KEYS.flatMap((key) => [
      ...average.section_analysis[key].strengths,
      ...average.section_analysis[key].concerns,
    ]).map((e) => e.field);
    for (const field of blanks) expect(listed).not.toContain(field);
    expect(average.feedback).toContain(
      'Optional answers count only as a bonus; a blank optional answer costs nothing.',
    );
  });

  it('leave a section at what its required answers earn when blank, and are reported as a bonus when given', () => {
    const form = screeningFormOf(STRONG_SCREENING_CANDIDATE);
    Object.assign(form, {
      cicd_pipeline_setup: false,
      monitoring_setup: false,
      deployment_failure_example: '',
      deployment_failure_solution: '',
      production_bug_logs_example: '',
    });
    const devops = assessWithRubric(form).section_analysis.devops;
    expect(devops.score).toBe(9.2);
    expect(devops.concerns).toEqual([]);
    expect(devops.summary).toContain('= 9.2 from required answers and checks + 0.0 bonus from optional ones');
    const strong = assessWithRubric(screeningFormOf(STRONG_SCREENING_CANDIDATE));
    const bonus = strong.section_analysis.frontend.strengths.find((e) => e.field === 'performance_issue_example');
    expect(bonus?.reason).toMatch(/^Optional answer, bonus: /);
    expect(strong.section_analysis.frontend.summary).toContain('+ 0.4 bonus from optional ones');
  });

  it('are never core: the required fields are the specification’s', () => {
    expect(SECTION_REQUIRED_FIELDS.devops).toEqual([
      'git_branching_strategy',
      'merge_conflict_example',
      'last_deployment_platform',
      'deployment_services_configured',
    ]);
  });
});
