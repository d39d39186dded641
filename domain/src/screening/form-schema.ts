// What the server accepts: the POST body schema of the screening submission (the bound on a draft's
// size is ./draft-size's).
import { type AnySchema, array, boolean, mixed, number, type ObjectSchema, string } from 'yup';
import { strictObject } from '../http/validation';
import {
  CGPA_RANGE,
  CURRENT_YEAR_OPTIONS,
  MAX_PROJECTS,
  MIN_PROJECTS,
  SCREENING_FIELD_NAMES,
  type ScreeningFieldName,
  SECTION_REQUIRED_FIELDS,
} from './sections';
import {
  PROJECT_FIELD_LABELS,
  PROJECT_SHORT_FIELDS,
  type ScreeningFormValues,
  type ScreeningProjectField,
} from './form';
import { SCREENING_FIELD_SPECS, SCREENING_LIMITS } from './form-fields';
import { isBlankProject } from './form-required';

const REQUIRED = new Set<ScreeningFieldName>(Object.values(SECTION_REQUIRED_FIELDS).flat());

/** A loose URL: an optional http(s) scheme, a host with a dot, an optional path (github.com/me/app). */
export const LOOSE_URL_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

/** Trims strings only: yup's trim() would throw on an object before the type check refuses it. */
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const text = (label: string, max: number) =>
  string()
    .typeError(`${label} must be text`)
    .transform(trim)
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

const projectSchema = strictObject(
  Object.fromEntries(
    (Object.keys(PROJECT_FIELD_LABELS) as ScreeningProjectField[]).map((key) => {
      const label = PROJECT_FIELD_LABELS[key];
      const max = PROJECT_SHORT_FIELDS.includes(key) ? SCREENING_LIMITS.shortText : SCREENING_LIMITS.longText;
      const schema = text(label, max);
      return [
        key,
        key === 'github_link'
          ? schema.matches(LOOSE_URL_PATTERN, { message: 'GitHub link must be a URL', excludeEmptyString: true })
          : schema,
      ];
    }),
  ),
);

/** An emptied number input ('' or NaN) is missing, not a wrong type. */
const emptyInputIsMissing = (value: unknown, original: unknown) =>
  original === '' || (typeof original === 'number' && Number.isNaN(original)) ? undefined : value;

function fieldSchema(field: ScreeningFieldName): AnySchema {
  const { label, kind, options } = SCREENING_FIELD_SPECS[field];
  const required = REQUIRED.has(field);
  const missing = `${label} is required`;
  switch (kind) {
    case 'short':
    case 'long': {
      const schema = text(label, kind === 'short' ? SCREENING_LIMITS.shortText : SCREENING_LIMITS.longText);
      return required ? schema.required(missing) : schema;
    }
    case 'select': {
      const schema = text(label, SCREENING_LIMITS.shortText).test(
        'option',
        `${label} must be one of the listed options`,
        (value) => !value || options!.includes(value),
      );
      return required ? schema.required(missing) : schema;
    }
    case 'multiselect':
    case 'list': {
      const item =
        kind === 'multiselect'
          ? mixed<string>()
              .oneOf([...options!], `${label} must be one of the listed options`)
              .required(missing)
          : string()
              .typeError(`${label} entries must be text`)
              .transform(trim)
              .required(`${label} has an empty entry`)
              .max(
                SCREENING_LIMITS.listItemLength,
                `${label} entries must be at most ${SCREENING_LIMITS.listItemLength} characters`,
              );
      const schema = array()
        .typeError(`${label} must be a list`)
        .of(item)
        .max(SCREENING_LIMITS.listItems, `${label} may have at most ${SCREENING_LIMITS.listItems} entries`)
        .default([]);
      return required ? schema.min(1, missing).required(missing) : schema;
    }
    case 'checkbox':
      return boolean()
        .typeError(`${label} must be true or false`)
        .nonNullable(`${label} must be true or false`)
        .default(false);
    case 'year': {
      const range = `${label} must be a whole number from ${CURRENT_YEAR_OPTIONS[0]} to ${CURRENT_YEAR_OPTIONS.at(-1)}`;
      const schema = number()
        .transform(emptyInputIsMissing)
        .typeError(range)
        .integer(range)
        .min(CURRENT_YEAR_OPTIONS[0], range)
        .max(CURRENT_YEAR_OPTIONS.at(-1)!, range);
      return required ? schema.nonNullable(missing).required(missing) : schema.nullable().default(null);
    }
    case 'cgpa': {
      const range = `${label} must be between ${CGPA_RANGE.min} and ${CGPA_RANGE.max}`;
      const schema = number()
        .transform(emptyInputIsMissing)
        .typeError(`${label} must be a number`)
        .min(CGPA_RANGE.min, range)
        .max(CGPA_RANGE.max, range)
        .test(
          'step',
          `${label} must have at most 2 decimal places`,
          (value) => value == null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        );
      return required ? schema.nonNullable(missing).required(missing) : schema.nullable().default(null);
    }
    case 'projects':
      return array()
        .typeError(`${label} must be a list`)
        .of(projectSchema)
        .min(MIN_PROJECTS, missing)
        .max(MAX_PROJECTS, `At most ${MAX_PROJECTS} projects`)
        .test('present', missing, (projects) => !!projects && projects.some((project) => !isBlankProject(project)))
        .required(missing);
  }
}

/**
 * POST /api/fullstack-screening/submit body: the full form, unprefixed. Texts are trimmed and
 * bounded by SCREENING_LIMITS; choices are limited to their options; the required fields of
 * spec section 5 give '{field} is required'. Conditional fields are never required, hidden or
 * shown (spec section 5 does not list them); a hidden one's value is dropped when stored
 * (toStoredScreeningFields). Unknown fields are refused. Validate with validateStrict.
 */
export const screeningSubmissionSchema = strictObject(
  Object.fromEntries(SCREENING_FIELD_NAMES.map((field) => [field, fieldSchema(field)])),
) as unknown as ObjectSchema<ScreeningFormValues>;

/** POST /api/fullstack-screening/submit answer. */
export interface ScreeningSubmitResponse {
  success: boolean;
  message?: string;
  error?: string;
}

// The bound on a draft's size, apart from these schemas (and yup): the form's autosave needs it
// before any schema. Re-exported as it always was.
export { SCREENING_DRAFT_MAX_BYTES, screeningDraftBytes } from './draft-size';
