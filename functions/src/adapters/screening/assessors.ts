// The two screening assessors behind one interface: the built-in rubric (deterministic, offline,
// the default) and an OpenAI-compatible chat-completions provider, chosen when an API key is
// configured (configuredAssessor, which the trigger and the system status call hand to the
// assessment and the health check). Neither throws: a failure is an outcome the trigger records
// as assessment_failed.
import {
  emptyScreeningForm,
  PASS_THRESHOLD,
  type AssessmentResult,
  type Assessor,
  type ScreeningFormValues,
} from '@careers/domain/screening';
import {
  SCREENING_ASSESSOR_API_KEY,
  SCREENING_ASSESSOR_BASE_URL,
  SCREENING_ASSESSOR_MODEL,
  SCREENING_PASS_THRESHOLD,
} from '../../config';
import { openAIAssessor } from './openai-assessor';
import { assessWithRubric } from '../../rubric/rubric';

/** What an assessment came to: a result, or why there is none (with the raw answer, if any). */
export type AssessorOutcome =
  | { ok: true; result: AssessmentResult; attempts: number }
  | {
      ok: false;
      /** unparseable: the assessor answered, but not with a valid assessment; service: it did not answer usefully. */
      failure: 'unparseable' | 'service';
      detail: string;
      raw: string | null;
      attempts: number;
      assessor: Assessor;
      model: string;
    };

/** What a health check of an assessor found. */
export type AssessorHealth = { ok: true } | { ok: false; detail: string };

/** An assessor with the pass mark it judges by. */
export interface ScreeningAssessor {
  kind: Assessor;
  threshold: number;
  assess: (form: ScreeningFormValues) => Promise<AssessorOutcome>;
  /** Whether it can assess now (the system status panel's 'Operational'); never throws. */
  check: () => Promise<AssessorHealth>;
}

/** The built-in rubric assessor (assessWithRubric). */
export function builtinAssessor(threshold: number = PASS_THRESHOLD): ScreeningAssessor {
  return {
    kind: 'builtin',
    threshold,
    assess: (form) => Promise.resolve({ ok: true, result: assessWithRubric(form, { threshold }), attempts: 1 }),
    // The rubric is code in this process: it is up when it assesses a blank form to a score.
    check: () => {
      try {
        const score = assessWithRubric(emptyScreeningForm(), { threshold }).weighted_score;
        return Promise.resolve(
          Number.isFinite(score) ? { ok: true } : { ok: false, detail: 'The rubric gave no score' },
        );
      } catch (error) {
        return Promise.resolve({ ok: false, detail: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}

/** The pass mark of a parameter's text: a number from 0 to 10, else null. */
export function parsePassThreshold(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 10 ? value : null;
}

/** Whether an API key parameter names a provider: set, and not 'none'. */
export function isProviderKey(key: string): boolean {
  const trimmed = key.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== 'none';
}

/**
 * The assessor the deployment's parameters choose (read at run time): the OpenAI-compatible
 * provider when SCREENING_ASSESSOR_API_KEY holds a key, else the built-in rubric. An invalid
 * SCREENING_PASS_THRESHOLD falls back to PASS_THRESHOLD, with an error in the log.
 */
export function configuredAssessor(): ScreeningAssessor {
  const threshold = parsePassThreshold(SCREENING_PASS_THRESHOLD.value());
  if (threshold === null) {
    console.error(
      `SCREENING_PASS_THRESHOLD '${SCREENING_PASS_THRESHOLD.value()}' is not 0-10; using ${PASS_THRESHOLD}`,
    );
  }
  const passMark = threshold ?? PASS_THRESHOLD;
  const apiKey = SCREENING_ASSESSOR_API_KEY.value();
  if (!isProviderKey(apiKey)) return builtinAssessor(passMark);
  return openAIAssessor({
    apiKey,
    baseURL: SCREENING_ASSESSOR_BASE_URL.value(),
    model: SCREENING_ASSESSOR_MODEL.value(),
    threshold: passMark,
  });
}
