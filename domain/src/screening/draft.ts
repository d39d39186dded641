// The autosaved draft of the screening form, screeningDrafts/{uid}: the one document a client
// writes. The form travels as one JSON string, so the security rules can bound the whole draft
// with a string size (rules can measure a string or a list, not a map's serialized size).
import { emptyProject, emptyScreeningForm, type ScreeningFormValues, type ScreeningProject } from './form';
import { SCREENING_FIELD_SPECS } from './form-fields';
import { SCREENING_DRAFT_MAX_BYTES, screeningDraftBytes } from './draft-size';
import { expiresAt, RETENTION } from '../shared/retention';
import { SCREENING_FIELD_NAMES, SCREENING_SECTION_KEYS } from './sections';

/** The draft format's version: a later form can tell an older draft by it. */
export const SCREENING_DRAFT_VERSION = 1;

/** How long the form waits after the last change before it saves the draft. */
export const DRAFT_AUTOSAVE_DELAY_MS = 1000;

/**
 * screeningDrafts/{uid} as stored: `values` is JSON.stringify of the form (at most
 * SCREENING_DRAFT_MAX_BYTES: the client checks the bytes, the rules the characters, which are
 * never more), `section` the index of the section the candidate was on, `updated_at` the
 * server's time of the save (the rules require request.time), `expire_at` when Firestore's TTL
 * policy deletes an abandoned draft (screeningDraftExpiry; the rules bound it).
 */
export interface ScreeningDraftDocument {
  values: string;
  section: number;
  version: number;
  updated_at: Date;
  expire_at: Date;
}

/** A draft's content (the client adds `updated_at`, the server's timestamp, and `expire_at` when it writes it). */
export type ScreeningDraftWrite = Omit<ScreeningDraftDocument, 'updated_at' | 'expire_at'>;

/**
 * When a draft saved now expires: RETENTION.screeningDraftDays after the save. The browser sets it
 * from its own clock; the rules accept at most a day more than that after the server's time.
 */
export function screeningDraftExpiry(savedAt: Date): Date {
  return expiresAt(savedAt, RETENTION.screeningDraftDays);
}

/** The draft of these values, or null when it is larger than SCREENING_DRAFT_MAX_BYTES (not saved). */
export function screeningDraftOf(values: ScreeningFormValues, section: number): ScreeningDraftWrite | null {
  if (screeningDraftBytes(values) > SCREENING_DRAFT_MAX_BYTES) return null;
  return { values: JSON.stringify(values), section: clampSection(section), version: SCREENING_DRAFT_VERSION };
}

const clampSection = (section: unknown) =>
  typeof section === 'number' && Number.isInteger(section)
    ? Math.min(Math.max(section, 0), SCREENING_SECTION_KEYS.length - 1)
    : 0;

const isString = (value: unknown): value is string => typeof value === 'string';

/** One stored value if it has the field's type; undefined (the empty value) otherwise. */
function restoredValue(
  kind: (typeof SCREENING_FIELD_SPECS)[keyof typeof SCREENING_FIELD_SPECS]['kind'],
  value: unknown,
) {
  switch (kind) {
    case 'short':
    case 'long':
    case 'select':
      return isString(value) ? value : undefined;
    case 'multiselect':
    case 'list':
      return Array.isArray(value) ? value.filter(isString) : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? value : undefined;
    case 'year':
    case 'cgpa':
      return value === null || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined;
    case 'projects': {
      if (!Array.isArray(value)) return undefined;
      const projects = value
        .filter((project): project is Record<string, unknown> => typeof project === 'object' && project !== null)
        .map((project) => {
          const restored: ScreeningProject = emptyProject();
          for (const key of Object.keys(restored) as (keyof ScreeningProject)[]) {
            if (isString(project[key])) restored[key] = project[key];
          }
          return restored;
        });
      return projects.length > 0 ? projects : undefined;
    }
  }
}

/**
 * The form and section a stored draft restores: every value of the right type is kept, anything
 * else (a field of an older form, a wrong type, text that is not JSON) starts empty.
 */
export function restoreScreeningDraft(draft: Partial<ScreeningDraftDocument> | null | undefined): {
  values: ScreeningFormValues;
  section: number;
} {
  const values = emptyScreeningForm();
  let stored: unknown;
  try {
    stored = isString(draft?.values) ? JSON.parse(draft.values) : null;
  } catch {
    stored = null;
  }
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    const record = stored as Record<string, unknown>;
    for (const field of SCREENING_FIELD_NAMES) {
      if (!Object.hasOwn(record, field)) continue;
      const value = restoredValue(SCREENING_FIELD_SPECS[field].kind, record[field]);
      if (value !== undefined) (values as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return { values, section: clampSection(draft?.section) };
}
