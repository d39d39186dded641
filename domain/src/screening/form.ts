// The screening form's values as the candidate edits them: projects, the blank form, comma lists and the
// conditional fields (shown only when another field is ticked or filled).
import { SCREENING_FIELD_NAMES, type ScreeningFieldName } from './sections';
import { SCREENING_FIELD_SPECS, type ScreeningFieldKind } from './form-fields';

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
export const PROJECT_SHORT_FIELDS: readonly ScreeningProjectField[] = ['name', 'github_link', 'tech_stack', 'role'];

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
