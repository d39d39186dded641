// The bound on a screening draft's size: the most bytes its JSON can take with every field within
// SCREENING_LIMITS, which the autosave checks before saving (apart from the submission's schema in
// ./form-schema, and yup, which the form needs only when it is sent).
import { PROJECT_FIELD_LABELS, PROJECT_SHORT_FIELDS, type ScreeningProjectField } from './form';
import { SCREENING_FIELD_SPECS, SCREENING_LIMITS, type ScreeningFieldKind } from './form-fields';
import { SCREENING_FIELD_NAMES } from './sections';

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
