import { validateStrict } from '@careers/domain/http';
import {
  APPLICATION_MESSAGES,
  fullPhoneNumber,
  submitApplicationSchema,
  type ApplicationSubmission,
} from '@careers/domain/recruiting';
import type { ApplicationDraft } from './stores/application-store';

/**
 * The first answer the pre-submit check finds missing, as the toast to show (gender, WhatsApp,
 * verified, connections and passport must be set before submitting), or null.
 */
export function missingAnswer(draft: ApplicationDraft): string | null {
  if (!draft.gender) return APPLICATION_MESSAGES.selectGender;
  if (draft.has_whatsapp === null) return APPLICATION_MESSAGES.indicateWhatsapp;
  if (draft.linkedin_verified === null) return APPLICATION_MESSAGES.verifiedRequired;
  if (draft.has_100_connections === null) return APPLICATION_MESSAGES.connectionsRequired;
  if (draft.has_passport_id === null) return APPLICATION_MESSAGES.passportRequired;
  return null;
}

/**
 * The POST /api/submit-application body from the draft, for the job `jobSlug`: the phone as dial
 * code followed by the number, without phone_country_code (nor the selector's country);
 * validated by the API's own schema, so a bad draft fails here with the message the server would give.
 */
export function toSubmission(draft: ApplicationDraft, jobSlug: string): Promise<ApplicationSubmission> {
  const { phone_country: _country, phone_country_code, phone_number, ...answers } = draft;
  return validateStrict(submitApplicationSchema, {
    ...answers,
    job_slug: jobSlug,
    phone_number: fullPhoneNumber(phone_country_code, phone_number),
  });
}
