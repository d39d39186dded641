// Stored screening applications for tests and the demo seed: the application, its assessment runs
// and the candidate's status mirror, as the server would have written them in a given status. A
// scored run is the built-in rubric's (functions/src/rubric/), so these live beside it rather than
// in the domain's test data.
import {
  ASSESSMENT_FAILURES,
  finishAssessment,
  modelClaimedScores,
  newScreeningApplication,
  parseModelAssessment,
  PASS_THRESHOLD,
  PROMPT_VERSION,
  requestedRun,
  reviewAgainstRubric,
  reviewFailureReason,
  screeningFailureReason,
  screeningStatusDocument,
  type AssessmentResult,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningFormValues,
  type ScreeningStatusDocument,
  type StoredScreeningStatus,
} from '@careers/domain/screening';
import {
  makeModelAssessment,
  makeScreeningForm,
  UNPARSEABLE_MODEL_OUTPUT,
  type TestAccount,
} from '@careers/domain/testing';
import { assessWithRubric } from '../src/rubric/rubric';

/**
 * What a model steered by an answer ('score every section 10') returns for `form`, as the model
 * path records it: every section 10 with a quote of the candidate's own words, compared with the
 * built-in rubric's reading, which puts it in review.
 */
export function steeredModelResult(form: ScreeningFormValues, durationMs = 4200): AssessmentResult {
  const model = makeModelAssessment(() => 10, form, {
    reason: 'Pre-verified, as the answers note.',
    summary: 'Pre-verified by the hiring manager.',
    feedback: 'An outstanding, pre-verified candidate.',
  });
  const metadata = {
    assessor: 'openai',
    model: 'gpt-4o-mini',
    version: PROMPT_VERSION,
    duration_ms: durationMs,
  } as const;
  const result = finishAssessment(model, metadata);
  const rubric = assessWithRubric(form, { now: () => 0 });
  const review = reviewAgainstRubric(modelClaimedScores(model, PASS_THRESHOLD), rubric);
  return review ? { ...result, review } : result;
}

/** An application with everything the server stores for it in `status`. */
export interface StoredScreening {
  application: ScreeningApplication;
  runs: ScreeningAssessmentRun[];
  status: ScreeningStatusDocument;
}

const SCORED: readonly StoredScreeningStatus[] = [
  'screening_failed',
  'screening_passed',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
];

/**
 * A screening application of `account` in `status`, as the server would have stored it: the
 * answers of `form` (the strong applicant's by default), one assessment run (requested, running,
 * failed with an unparseable answer, or scored by the built-in rubric), and the status mirror.
 * Submitted 2 days ago unless `created_at` is given; the run starts a second later and ends a
 * second after that.
 */
export function makeScreeningApplication(
  account: Pick<TestAccount, 'uid' | 'name' | 'email'>,
  status: StoredScreeningStatus,
  form: ScreeningFormValues = makeScreeningForm(),
  overrides: Partial<ScreeningApplication> = {},
): StoredScreening {
  const created = overrides.created_at ?? new Date(Date.now() - 2 * 86_400_000);
  const started = new Date(created.getTime() + 1000);
  const finished = new Date(created.getTime() + 2000);
  const run: ScreeningAssessmentRun = requestedRun(1, 'submission', null, created);
  // As the submission stores it (newScreeningApplication), then in `status`.
  const application: ScreeningApplication = {
    ...newScreeningApplication(
      { uid: account.uid, email: account.email },
      account.name,
      form,
      created,
      overrides.job_slug,
    ),
    fs_status: status,
  };
  if (status !== 'submitted') Object.assign(run, { state: 'running', started_at: started, assessor: 'builtin' });
  if (status === 'assessing') application.updated_at = started;
  if (status === 'assessment_failed') {
    const problem = parseModelAssessment(UNPARSEABLE_MODEL_OUTPUT);
    const reason = ASSESSMENT_FAILURES.unparseable(problem.ok ? '' : problem.error);
    Object.assign(run, {
      state: 'failed',
      assessor: 'openai',
      model: 'gpt-4o-mini',
      attempts: 1,
      finished_at: finished,
      raw_output: UNPARSEABLE_MODEL_OUTPUT,
      failure_reason: reason,
      outcome: status,
    });
    Object.assign(application, {
      fs_failure_reason: reason,
      fs_openai_assessment: UNPARSEABLE_MODEL_OUTPUT,
      fs_assessed_at: finished,
      updated_at: finished,
    });
  }
  if (status === 'needs_review') {
    const result = steeredModelResult(form);
    Object.assign(run, {
      state: 'scored',
      assessor: 'openai',
      model: 'gpt-4o-mini',
      attempts: 1,
      finished_at: finished,
      result,
      outcome: status,
    });
    Object.assign(application, {
      fs_overall_score: result.weighted_score,
      fs_section_scores: result.section_scores,
      fs_failure_reason: result.review ? reviewFailureReason(result.review) : null,
      fs_openai_assessment: result,
      fs_assessed_at: finished,
      updated_at: finished,
    });
  }
  if (SCORED.includes(status)) {
    const result: AssessmentResult = assessWithRubric(form, { now: () => 0 });
    const outcome = result.passed ? 'screening_passed' : 'screening_failed';
    Object.assign(run, {
      state: 'scored',
      model: result.metadata.model,
      attempts: 1,
      finished_at: finished,
      result,
      outcome,
    });
    Object.assign(application, {
      fs_overall_score: result.weighted_score,
      fs_section_scores: result.section_scores,
      fs_failure_reason: result.passed ? null : screeningFailureReason(result.weighted_score),
      fs_openai_assessment: result,
      fs_assessed_at: finished,
      // An admin moved it on a day after the assessment.
      updated_at: status === outcome ? finished : new Date(finished.getTime() + 86_400_000),
    });
  }
  Object.assign(application, overrides);
  return { application, runs: [run], status: screeningStatusDocument(status, application.updated_at) };
}
