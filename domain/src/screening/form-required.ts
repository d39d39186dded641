// The required-field check of Next and Submit (spec section 8).
import {
  SCREENING_SECTION_KEYS,
  type ScreeningFieldName,
  type ScreeningSectionKey,
  SECTION_REQUIRED_FIELDS,
} from './sections';
import { type ScreeningFormValues, type ScreeningProject } from './form';
import { fieldLabel, SCREENING_FIELD_SPECS } from './form-fields';

/** Texts of the screening form (spec section 8). */
export const SCREENING_MESSAGES = {
  REQUIRED_FIELDS_TOAST: 'Please fill in all required fields before proceeding',
  ALL_SECTIONS_TOAST: 'Please complete all required fields in all sections',
  SUBMITTED: 'Application submitted successfully!',
  SUBMIT_FAILED: 'Failed to submit application',
  ALREADY_SUBMITTED_TITLE: 'Application Already Submitted',
  /** Sent when a second submission arrives (one application per user). */
  ALREADY_SUBMITTED: 'You have already submitted a screening application.',
} as const;

/** '{field} is required' for a field. */
export function requiredMessage(field: ScreeningFieldName): string {
  return `${fieldLabel(field)} is required`;
}

/** Whether a project card has anything entered. */
export function isBlankProject(project: Partial<ScreeningProject> | null | undefined): boolean {
  if (!project) return true;
  return Object.values(project).every((value) => typeof value !== 'string' || value.trim() === '');
}

/**
 * Whether a value counts as missing (spec section 5): empty text, an empty list, false, or
 * missing; a number input left empty; for the projects, no card with anything entered.
 */
export function isMissingValue(field: ScreeningFieldName, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (SCREENING_FIELD_SPECS[field].kind) {
    case 'short':
    case 'long':
    case 'select':
      return typeof value !== 'string' || value.trim() === '';
    case 'multiselect':
    case 'list':
      return !Array.isArray(value) || value.every((entry) => typeof entry !== 'string' || entry.trim() === '');
    case 'checkbox':
      return value !== true;
    case 'year':
    case 'cgpa':
      return typeof value !== 'number' || Number.isNaN(value);
    case 'projects':
      return !Array.isArray(value) || value.every((project) => isBlankProject(project as ScreeningProject));
  }
}

/** The required fields of a section that are missing, in form order. */
export function missingRequiredFields(
  section: ScreeningSectionKey,
  values: Partial<ScreeningFormValues>,
): ScreeningFieldName[] {
  return SECTION_REQUIRED_FIELDS[section].filter((field) => isMissingValue(field, values[field]));
}

/** The per-field errors Next shows for a section: '{field} is required'. */
export function sectionErrors(
  section: ScreeningSectionKey,
  values: Partial<ScreeningFormValues>,
): Partial<Record<ScreeningFieldName, string>> {
  return Object.fromEntries(missingRequiredFields(section, values).map((field) => [field, requiredMessage(field)]));
}

/** The first section with a missing required field, or null when the form can be submitted. */
export function firstIncompleteSection(values: Partial<ScreeningFormValues>): ScreeningSectionKey | null {
  return SCREENING_SECTION_KEYS.find((section) => missingRequiredFields(section, values).length > 0) ?? null;
}
