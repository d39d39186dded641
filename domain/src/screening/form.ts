// The screening form as the candidate edits it and as the server receives it: field kinds and
// labels, option lists, conditional fields, the required-field check of Next and Submit, the
// POST body schema, the draft size bound and the fs_-prefixed stored shape.
import { array, boolean, mixed, number, string, type AnySchema, type ObjectSchema } from 'yup';
import { strictObject } from '../http/validation';
import {
  CGPA_RANGE,
  CURRENT_YEAR_OPTIONS,
  MAX_PROJECTS,
  MIN_PROJECTS,
  SCREENING_FIELD_NAMES,
  SCREENING_SECTION_KEYS,
  SECTION_REQUIRED_FIELDS,
  type ScreeningFieldName,
  type ScreeningSectionKey,
} from './sections';

/** Frontend framework options (spec section 3). */
export const FRONTEND_FRAMEWORK_OPTIONS = [
  'React',
  'Vue.js',
  'Angular',
  'Svelte',
  'Next.js',
  'Nuxt.js',
  'Gatsby',
  'React Native',
  'Flutter',
  'Vanilla JavaScript',
  'jQuery',
  'Other',
] as const;

/** Database options (spec section 3). */
export const DATABASE_OPTIONS = [
  'MySQL',
  'PostgreSQL',
  'MongoDB',
  'SQLite',
  'Redis',
  'Firebase Firestore',
  'DynamoDB',
  'Cassandra',
  'Oracle',
  'SQL Server',
  'MariaDB',
  'Other',
] as const;

/** One of FRONTEND_FRAMEWORK_OPTIONS. */
export type FrontendFrameworkOption = (typeof FRONTEND_FRAMEWORK_OPTIONS)[number];
/** One of DATABASE_OPTIONS. */
export type DatabaseOption = (typeof DATABASE_OPTIONS)[number];

/** Length limits of the POST body (and of the draft, see SCREENING_DRAFT_MAX_BYTES). */
export const SCREENING_LIMITS = {
  /** Names and one-line answers (university, frameworks, platforms, project name/role/stack/link). */
  shortText: 200,
  /** Free-text answers. */
  longText: 5000,
  /** Entries of a list field (comma-separated inputs and multi-selects). */
  listItems: 20,
  /** Characters of one list entry. */
  listItemLength: 100,
  projects: MAX_PROJECTS,
} as const;

/**
 * How a field is edited and checked: short/long text, a multi-select of `options`, a single
 * choice of `options`, a comma-separated list, a checkbox, the current-year select, a CGPA
 * number, or the project cards.
 */
export type ScreeningFieldKind =
  'short' | 'long' | 'multiselect' | 'select' | 'list' | 'checkbox' | 'year' | 'cgpa' | 'projects';

/** One field's kind and its human label (the `{field}` of '{field} is required'). */
export interface ScreeningFieldSpec {
  label: string;
  kind: ScreeningFieldKind;
  options?: readonly string[];
}

/** Every field's kind and label. */
export const SCREENING_FIELD_SPECS: Record<ScreeningFieldName, ScreeningFieldSpec> = {
  university_name: { label: 'University name', kind: 'short' },
  university_branch: { label: 'Branch / major', kind: 'short' },
  current_year: { label: 'Current year', kind: 'year' },
  cgpa_cumulative: { label: 'Cumulative CGPA', kind: 'cgpa' },
  cgpa_latest_semester: { label: 'Latest semester CGPA', kind: 'cgpa' },
  has_active_backlogs: { label: 'Active backlogs', kind: 'checkbox' },
  backlog_list: { label: 'Backlog subjects', kind: 'long' },
  coursework_description: { label: 'Relevant coursework', kind: 'long' },

  frontend_frameworks: { label: 'Frontend frameworks', kind: 'multiselect', options: FRONTEND_FRAMEWORK_OPTIONS },
  strongest_frontend_framework: {
    label: 'Strongest frontend framework',
    kind: 'select',
    options: FRONTEND_FRAMEWORK_OPTIONS,
  },
  strongest_framework_reason: { label: 'Strongest framework reason', kind: 'long' },
  ui_feature_description: { label: 'UI feature description', kind: 'long' },
  ui_feature_problem: { label: 'UI feature problem', kind: 'long' },
  ui_feature_solution: { label: 'UI feature solution', kind: 'long' },
  performance_issue_example: { label: 'Performance issue example', kind: 'long' },
  largest_dataset_size: { label: 'Largest dataset size', kind: 'short' },
  state_management_method: { label: 'State management method', kind: 'short' },
  complex_state_example: { label: 'Complex state example', kind: 'long' },
  complex_state_solution: { label: 'Complex state solution', kind: 'long' },

  backend_framework: { label: 'Backend framework', kind: 'short' },
  backend_framework_choice_reason: { label: 'Backend framework choice reason', kind: 'long' },
  auth_system_description: { label: 'Authentication system description', kind: 'long' },
  auth_system_bug: { label: 'Authentication bug', kind: 'long' },
  auth_system_bug_fix: { label: 'Authentication bug fix', kind: 'long' },
  api_endpoint_example: { label: 'API endpoint example', kind: 'long' },
  api_endpoint_challenges: { label: 'API endpoint challenges', kind: 'long' },
  concurrency_issue_faced: { label: 'Concurrency issue faced', kind: 'checkbox' },
  concurrency_issue_description: { label: 'Concurrency issue description', kind: 'long' },
  concurrency_issue_solution: { label: 'Concurrency issue solution', kind: 'long' },

  databases_used: { label: 'Databases used', kind: 'multiselect', options: DATABASE_OPTIONS },
  schema_design_example: { label: 'Schema design example', kind: 'long' },
  schema_design_reasoning: { label: 'Schema design reasoning', kind: 'long' },
  normalization_approach: { label: 'Normalization approach', kind: 'long' },
  normalization_reasoning: { label: 'Normalization reasoning', kind: 'long' },
  slow_query_example: { label: 'Slow query example', kind: 'long' },
  slow_query_solution: { label: 'Slow query solution', kind: 'long' },
  transactions_used: { label: 'Transactions used', kind: 'checkbox' },
  transaction_use_case: { label: 'Transaction use case', kind: 'long' },

  git_branching_strategy: { label: 'Git branching strategy', kind: 'long' },
  merge_conflict_example: { label: 'Merge conflict example', kind: 'long' },
  last_deployment_platform: { label: 'Last deployment platform', kind: 'short' },
  deployment_services_configured: { label: 'Deployment services configured', kind: 'list' },
  cicd_pipeline_setup: { label: 'CI/CD pipeline set up', kind: 'checkbox' },
  cicd_pipeline_steps: { label: 'CI/CD pipeline steps', kind: 'long' },
  deployment_failure_example: { label: 'Deployment failure example', kind: 'long' },
  deployment_failure_solution: { label: 'Deployment failure solution', kind: 'long' },
  monitoring_setup: { label: 'Monitoring set up', kind: 'checkbox' },
  monitoring_tools: { label: 'Monitoring tools', kind: 'long' },
  production_bug_logs_example: { label: 'Production bug found through logs', kind: 'long' },

  ai_assistants_used: { label: 'AI assistants used', kind: 'list' },
  ai_debug_example: { label: 'AI debugging example', kind: 'long' },
  ai_api_integration: { label: 'AI API integration', kind: 'checkbox' },
  ai_integration_project: { label: 'AI integration project', kind: 'long' },
  ai_integration_role: { label: 'AI integration role', kind: 'long' },
  understands_coding_agents: { label: 'Understands coding agents', kind: 'checkbox' },
  coding_agent_explanation: { label: 'Coding agent explanation', kind: 'long' },

  top_projects: { label: 'Top projects', kind: 'projects' },
  hardest_bug_story: { label: 'Hardest bug story', kind: 'long' },
  debugging_approach: { label: 'Debugging approach', kind: 'long' },
  failure_story: { label: 'Failure story', kind: 'long' },
  failure_detection: { label: 'Failure detection', kind: 'long' },
  failure_recovery: { label: 'Failure recovery', kind: 'long' },

  sql_vs_cache_explanation: { label: 'SQL vs cache explanation', kind: 'long' },
  react_useeffect_issue: { label: 'React useEffect issue', kind: 'long' },
  nodejs_await_issue: { label: 'Node.js await issue', kind: 'long' },
  sql_vs_nosql_difference: { label: 'SQL vs NoSQL difference', kind: 'long' },
  technical_concept_learned: { label: 'Technical concept learned', kind: 'long' },
};

/** The label of a field, as '{field} is required' names it. */
export function fieldLabel(field: ScreeningFieldName): string {
  return SCREENING_FIELD_SPECS[field].label;
}

/** One of the 1-3 top projects. Name, role and tech stack carry the asterisk in the form. */
export interface ScreeningProject {
  name: string;
  github_link: string;
  tech_stack: string;
  role: string;
  hardest_bug: string;
  improvements: string;
}

/** A project card's field. */
export type ScreeningProjectField = keyof ScreeningProject;

/** Labels of a project card's fields. */
export const PROJECT_FIELD_LABELS: Record<ScreeningProjectField, string> = {
  name: 'Project name',
  github_link: 'GitHub link',
  tech_stack: 'Tech stack',
  role: 'Your role',
  hardest_bug: 'Hardest bug',
  improvements: 'Improvements',
};

/** The project fields shown with an asterisk (not enforced: spec section 5). */
export const PROJECT_MARKED_FIELDS: readonly ScreeningProjectField[] = ['name', 'tech_stack', 'role'];

/** The short project fields (SCREENING_LIMITS.shortText); the others are long text. */
const PROJECT_SHORT_FIELDS: readonly ScreeningProjectField[] = ['name', 'github_link', 'tech_stack', 'role'];

/** The form's values, unprefixed; numbers are null until entered. */
export interface ScreeningFormValues {
  university_name: string;
  university_branch: string;
  current_year: number | null;
  cgpa_cumulative: number | null;
  cgpa_latest_semester: number | null;
  has_active_backlogs: boolean;
  backlog_list: string;
  coursework_description: string;

  frontend_frameworks: string[];
  strongest_frontend_framework: string;
  strongest_framework_reason: string;
  ui_feature_description: string;
  ui_feature_problem: string;
  ui_feature_solution: string;
  performance_issue_example: string;
  largest_dataset_size: string;
  state_management_method: string;
  complex_state_example: string;
  complex_state_solution: string;

  backend_framework: string;
  backend_framework_choice_reason: string;
  auth_system_description: string;
  auth_system_bug: string;
  auth_system_bug_fix: string;
  api_endpoint_example: string;
  api_endpoint_challenges: string;
  concurrency_issue_faced: boolean;
  concurrency_issue_description: string;
  concurrency_issue_solution: string;

  databases_used: string[];
  schema_design_example: string;
  schema_design_reasoning: string;
  normalization_approach: string;
  normalization_reasoning: string;
  slow_query_example: string;
  slow_query_solution: string;
  transactions_used: boolean;
  transaction_use_case: string;

  git_branching_strategy: string;
  merge_conflict_example: string;
  last_deployment_platform: string;
  deployment_services_configured: string[];
  cicd_pipeline_setup: boolean;
  cicd_pipeline_steps: string;
  deployment_failure_example: string;
  deployment_failure_solution: string;
  monitoring_setup: boolean;
  monitoring_tools: string;
  production_bug_logs_example: string;

  ai_assistants_used: string[];
  ai_debug_example: string;
  ai_api_integration: boolean;
  ai_integration_project: string;
  ai_integration_role: string;
  understands_coding_agents: boolean;
  coding_agent_explanation: string;

  top_projects: ScreeningProject[];
  hardest_bug_story: string;
  debugging_approach: string;
  failure_story: string;
  failure_detection: string;
  failure_recovery: string;

  sql_vs_cache_explanation: string;
  react_useeffect_issue: string;
  nodejs_await_issue: string;
  sql_vs_nosql_difference: string;
  technical_concept_learned: string;
}

// The interface and the section table name the same fields (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _fieldsMatch: Same<keyof ScreeningFormValues, ScreeningFieldName> = true;

/** A blank project card. */
export function emptyProject(): ScreeningProject {
  return { name: '', github_link: '', tech_stack: '', role: '', hardest_bug: '', improvements: '' };
}

/** The form before anything is entered: one blank project card, no checkbox ticked. */
export function emptyScreeningForm(): ScreeningFormValues {
  const values = {} as Record<ScreeningFieldName, unknown>;
  for (const field of SCREENING_FIELD_NAMES) {
    values[field] = emptyValue(SCREENING_FIELD_SPECS[field].kind);
  }
  return values as unknown as ScreeningFormValues;
}

function emptyValue(kind: ScreeningFieldKind): unknown {
  switch (kind) {
    case 'short':
    case 'long':
    case 'select':
      return '';
    case 'multiselect':
    case 'list':
      return [];
    case 'checkbox':
      return false;
    case 'year':
    case 'cgpa':
      return null;
    case 'projects':
      return [emptyProject()];
  }
}

/** A comma-separated input as a list: entries trimmed, empty ones dropped ('a, b,,c' -> a, b, c). */
export function parseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A list as the comma-separated input shows it. */
export function formatCommaList(list: readonly string[]): string {
  return list.join(', ');
}

// ---------------------------------------------------------------------------------------------
// Conditional fields

/** A checkbox that must be ticked, or a text field that must be non-empty, for `fields` to show. */
export interface ConditionalFieldRule {
  fields: readonly ScreeningFieldName[];
  shownWhen: ScreeningFieldName;
  condition: 'checked' | 'filled';
}

/** The conditional fields of spec section 2; every other field always shows. */
export const CONDITIONAL_FIELDS: readonly ConditionalFieldRule[] = [
  { fields: ['backlog_list'], shownWhen: 'has_active_backlogs', condition: 'checked' },
  { fields: ['auth_system_bug_fix'], shownWhen: 'auth_system_bug', condition: 'filled' },
  {
    fields: ['concurrency_issue_description', 'concurrency_issue_solution'],
    shownWhen: 'concurrency_issue_faced',
    condition: 'checked',
  },
  { fields: ['slow_query_solution'], shownWhen: 'slow_query_example', condition: 'filled' },
  { fields: ['transaction_use_case'], shownWhen: 'transactions_used', condition: 'checked' },
  { fields: ['cicd_pipeline_steps'], shownWhen: 'cicd_pipeline_setup', condition: 'checked' },
  { fields: ['monitoring_tools'], shownWhen: 'monitoring_setup', condition: 'checked' },
  {
    fields: ['ai_integration_project', 'ai_integration_role'],
    shownWhen: 'ai_api_integration',
    condition: 'checked',
  },
  { fields: ['coding_agent_explanation'], shownWhen: 'understands_coding_agents', condition: 'checked' },
];

const RULE_OF_FIELD = new Map(CONDITIONAL_FIELDS.flatMap((rule) => rule.fields.map((field) => [field, rule] as const)));

/** Whether a field is conditional (shown only when another field is ticked or filled). */
export function isConditionalField(field: ScreeningFieldName): boolean {
  return RULE_OF_FIELD.has(field);
}

/** Whether a field shows for these values. */
export function isFieldVisible(field: ScreeningFieldName, values: Partial<ScreeningFormValues>): boolean {
  const rule = RULE_OF_FIELD.get(field);
  if (!rule) return true;
  const value = values[rule.shownWhen];
  return rule.condition === 'checked' ? value === true : typeof value === 'string' && value.trim() !== '';
}

/** The fields that show for these values, in form order. */
export function visibleFields(values: Partial<ScreeningFormValues>): ScreeningFieldName[] {
  return SCREENING_FIELD_NAMES.filter((field) => isFieldVisible(field, values));
}

/** The values with every hidden conditional field blanked (what is stored and assessed). */
export function withoutHiddenFields<T extends Partial<ScreeningFormValues>>(values: T): T {
  const result = { ...values };
  for (const rule of CONDITIONAL_FIELDS) {
    for (const field of rule.fields) {
      if (!isFieldVisible(field, values)) (result as Record<string, unknown>)[field] = '';
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Required fields (Next and Submit)

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

// ---------------------------------------------------------------------------------------------
// POST /api/fullstack-screening/submit

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

// ---------------------------------------------------------------------------------------------
// The stored application

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
