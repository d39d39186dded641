// The API's own schema over the screening form (yup), loaded once the form has shown and used when
// it is sent: what the API would refuse (a length, a link) is caught before the call. Nothing the
// form shows before needs it.
import { validateStrict } from '@careers/domain/http';
import { screeningSubmissionSchema, type ScreeningFormValues } from '@careers/domain/screening';

/** The form as the API takes it, or the API's refusal (a ValidationError, with the field's path). */
export function checkedSubmission(values: ScreeningFormValues): Promise<ScreeningFormValues> {
  return validateStrict(screeningSubmissionSchema, values);
}
