// What the server accepts: the POST body schema of the screening submission and the bound on a draft's size.
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
import { SCREENING_FIELD_SPECS, SCREENING_LIMITS, type ScreeningFieldKind } from './form-fields';
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

// ---------------------------------------------------------------------------------------------
// The autosaved draft

/**
 * Envelope allowance for what a draft document carries besides the form (the section the
 * candidate is on, a timestamp, a version): generous on purpose.
 */
const DRAFT_ENVELOPE_BYTES = 1024;

/** The longest JSON text of a JavaScript number ('-2.2250738585072014e-308'). */
const JSON_NUMBER_MAX = 24;

/**
 * UTF-8 bytes of a JSON string holding at most `chars` UTF-16 code units: two quotes and at
 * most 3 bytes per code unit (a BMP character is at most 3 bytes, a surrogate pair 4 bytes for
 * two units; the escapes \" \\ \n \r \t \b \f are 2 bytes). Only the other control characters
 * (escaped as \u00XX, 6 bytes) could exceed it: screeningDraftBytes catches those.
 */
const jsonStringBytes = (chars: number) => 2 + 3 * chars;

/** JSON bytes of `"key":value` entries of an object: braces, quoted ASCII keys, colons, commas. */
const jsonObjectBytes = (entries: [key: string, valueBytes: number][]) =>
  2 + entries.reduce((sum, [key, value]) => sum + key.length + 2 + 1 + value, 0) + entries.length - 1;

const jsonArrayBytes = (items: number, itemBytes: number) => 2 + items * itemBytes + Math.max(0, items - 1);

function fieldMaxBytes(kind: ScreeningFieldKind): number {
  const L = SCREENING_LIMITS;
  switch (kind) {
    case 'short':
    case 'select':
      return jsonStringBytes(L.shortText);
    case 'long':
      return jsonStringBytes(L.longText);
    case 'multiselect':
    case 'list':
      return jsonArrayBytes(L.listItems, jsonStringBytes(L.listItemLength));
    case 'checkbox':
      return 'false'.length;
    case 'year':
    case 'cgpa':
      return JSON_NUMBER_MAX;
    case 'projects': {
      const project = jsonObjectBytes(
        (Object.keys(PROJECT_FIELD_LABELS) as ScreeningProjectField[]).map((key) => [
          key,
          jsonStringBytes(PROJECT_SHORT_FIELDS.includes(key) ? L.shortText : L.longText),
        ]),
      );
      return jsonArrayBytes(L.projects, project);
    }
  }
}

/**
 * The most UTF-8 bytes JSON.stringify of a draft can take when every value is within
 * SCREENING_LIMITS: the JSON object of all fields, each at its limit with every character
 * counted at 3 bytes (jsonStringBytes), plus DRAFT_ENVELOPE_BYTES for the draft's own fields.
 * It is below Firestore's 1 MiB document limit. Firestore rules can bound a serialized draft
 * (or its string fields) by it; the browser skips an autosave whose screeningDraftBytes exceed it.
 */
export const SCREENING_DRAFT_MAX_BYTES =
  jsonObjectBytes(SCREENING_FIELD_NAMES.map((field) => [field, fieldMaxBytes(SCREENING_FIELD_SPECS[field].kind)])) +
  DRAFT_ENVELOPE_BYTES;

/** UTF-8 bytes of JSON.stringify(values): compare with SCREENING_DRAFT_MAX_BYTES before saving. */
export function screeningDraftBytes(values: unknown): number {
  return new TextEncoder().encode(JSON.stringify(values)).length;
}
