// Screening test data without an assessment: an unparseable model answer and the autosaved draft.
// The stored applications (makeScreeningApplication) are scored by the built-in rubric, which runs
// in the functions: functions/testing/screening-applications.ts.
import { SCREENING_DRAFT_VERSION, screeningDraftExpiry, type ScreeningDraftDocument } from '../src/screening/draft';
import { emptyScreeningForm, type ScreeningFormValues } from '../src/screening/form';
import { SCREENING_SECTION_KEYS, SECTION_FIELDS } from '../src/screening/sections';

/** What an unparseable model answer looks like: prose instead of the JSON object asked for. */
export const UNPARSEABLE_MODEL_OUTPUT =
  "I'm sorry, but I can't provide a numeric assessment of this candidate. Overall the answers look reasonable: " +
  '{"recommendation": "advance", "section_scores": {"frontend": 7.5, ';

/**
 * A draft of `form` with only the first `sections` sections answered, on the section after them
 * (as the form saves it; `updated_at` is the given time, `expire_at` the retention after it).
 */
export function makeScreeningDraft(
  form: ScreeningFormValues,
  sections: number,
  updatedAt: Date = new Date(),
): ScreeningDraftDocument {
  const values = emptyScreeningForm() as unknown as Record<string, unknown>;
  for (const key of SCREENING_SECTION_KEYS.slice(0, sections)) {
    for (const field of SECTION_FIELDS[key]) values[field] = structuredClone(form[field]);
  }
  return {
    values: JSON.stringify(values),
    section: Math.min(sections, SCREENING_SECTION_KEYS.length - 1),
    version: SCREENING_DRAFT_VERSION,
    updated_at: updatedAt,
    expire_at: screeningDraftExpiry(updatedAt),
  };
}
