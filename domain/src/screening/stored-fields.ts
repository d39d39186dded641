// The screening form as stored on the application: every field prefixed fs_.
import { SCREENING_FIELD_NAMES, type ScreeningFieldName } from './sections';
import { emptyScreeningForm, type ScreeningFormValues, withoutHiddenFields } from './form';
import { isBlankProject } from './form-required';

/** The form's fields as the stored application names them (spec section 3: all prefixed fs_). */
export type StoredScreeningFields = { [K in ScreeningFieldName as `fs_${K}`]: ScreeningFormValues[K] };

/**
 * The fs_-prefixed fields of the stored application: hidden conditional fields blanked (an
 * answer left behind by unticking its checkbox is not kept) and blank project cards dropped.
 */
export function toStoredScreeningFields(form: ScreeningFormValues): StoredScreeningFields {
  const values = withoutHiddenFields(form);
  const stored: Record<string, unknown> = {};
  for (const field of SCREENING_FIELD_NAMES) {
    stored[`fs_${field}`] =
      field === 'top_projects' ? values.top_projects.filter((project) => !isBlankProject(project)) : values[field];
  }
  return stored as StoredScreeningFields;
}

/** The form values of a stored application (the inverse of toStoredScreeningFields; missing ones empty). */
export function fromStoredScreeningFields(stored: Partial<StoredScreeningFields>): ScreeningFormValues {
  const values = emptyScreeningForm() as unknown as Record<string, unknown>;
  for (const field of SCREENING_FIELD_NAMES) {
    const value = (stored as Record<string, unknown>)[`fs_${field}`];
    if (value !== undefined) values[field] = value;
  }
  return values as unknown as ScreeningFormValues;
}
