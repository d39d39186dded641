// The eight sections of the full-stack screening application (screening-and-admin sections 2, 3,
// 5 and 9): their order, titles, weights, fields and required fields, and the business constants.

/** One section of the screening form. */
export interface ScreeningSectionDefinition {
  key: string;
  title: string;
  /** Share of the overall score, in percent (the weights sum to 100). */
  weight: number;
  /** Every field the section shows, in form order (conditional ones included). */
  fields: readonly string[];
  /** The fields Next insists on (spec section 5). */
  required: readonly string[];
}

/** The sections in form order; fields are spec section 3's, each in the section it belongs to. */
export const SCREENING_SECTIONS = [
  {
    key: 'personal',
    title: 'Personal & Academic Background',
    weight: 0,
    fields: [
      'university_name',
      'university_branch',
      'current_year',
      'cgpa_cumulative',
      'cgpa_latest_semester',
      'has_active_backlogs',
      'backlog_list',
      'coursework_description',
    ],
    required: ['university_name', 'current_year', 'cgpa_cumulative', 'coursework_description'],
  },
  {
    key: 'frontend',
    title: 'Frontend Development',
    weight: 20,
    fields: [
      'frontend_frameworks',
      'strongest_frontend_framework',
      'strongest_framework_reason',
      'ui_feature_description',
      'ui_feature_problem',
      'ui_feature_solution',
      'performance_issue_example',
      'largest_dataset_size',
      'state_management_method',
      'complex_state_example',
      'complex_state_solution',
    ],
    required: [
      'frontend_frameworks',
      'strongest_frontend_framework',
      'strongest_framework_reason',
      'ui_feature_description',
      'ui_feature_problem',
      'ui_feature_solution',
      'state_management_method',
      'complex_state_example',
      'complex_state_solution',
    ],
  },
  {
    key: 'backend',
    title: 'Backend Development',
    weight: 20,
    fields: [
      'backend_framework',
      'backend_framework_choice_reason',
      'auth_system_description',
      'auth_system_bug',
      'auth_system_bug_fix',
      'api_endpoint_example',
      'api_endpoint_challenges',
      'concurrency_issue_faced',
      'concurrency_issue_description',
      'concurrency_issue_solution',
    ],
    required: [
      'backend_framework',
      'backend_framework_choice_reason',
      'auth_system_description',
      'api_endpoint_example',
    ],
  },
  {
    key: 'database',
    title: 'Database Knowledge',
    weight: 15,
    fields: [
      'databases_used',
      'schema_design_example',
      'schema_design_reasoning',
      'normalization_approach',
      'normalization_reasoning',
      'slow_query_example',
      'slow_query_solution',
      'transactions_used',
      'transaction_use_case',
    ],
    required: [
      'databases_used',
      'schema_design_example',
      'schema_design_reasoning',
      'normalization_approach',
      'normalization_reasoning',
    ],
  },
  {
    key: 'devops',
    title: 'DevOps & Deployment',
    weight: 15,
    fields: [
      'git_branching_strategy',
      'merge_conflict_example',
      'last_deployment_platform',
      'deployment_services_configured',
      'cicd_pipeline_setup',
      'cicd_pipeline_steps',
      'deployment_failure_example',
      'deployment_failure_solution',
      'monitoring_setup',
      'monitoring_tools',
      'production_bug_logs_example',
    ],
    required: [
      'git_branching_strategy',
      'merge_conflict_example',
      'last_deployment_platform',
      'deployment_services_configured',
    ],
  },
  {
    key: 'ai_tools',
    title: 'AI Tools & Coding Agents',
    weight: 10,
    fields: [
      'ai_assistants_used',
      'ai_debug_example',
      'ai_api_integration',
      'ai_integration_project',
      'ai_integration_role',
      'understands_coding_agents',
      'coding_agent_explanation',
    ],
    required: ['ai_assistants_used', 'ai_debug_example'],
  },
  {
    key: 'experience',
    title: 'Applied Experience',
    weight: 15,
    fields: [
      'top_projects',
      'hardest_bug_story',
      'debugging_approach',
      'failure_story',
      'failure_detection',
      'failure_recovery',
    ],
    required: [
      'top_projects',
      'hardest_bug_story',
      'debugging_approach',
      'failure_story',
      'failure_detection',
      'failure_recovery',
    ],
  },
  {
    key: 'knowledge',
    title: 'Knowledge Recall',
    weight: 5,
    fields: [
      'sql_vs_cache_explanation',
      'react_useeffect_issue',
      'nodejs_await_issue',
      'sql_vs_nosql_difference',
      'technical_concept_learned',
    ],
    required: [
      'sql_vs_cache_explanation',
      'react_useeffect_issue',
      'nodejs_await_issue',
      'sql_vs_nosql_difference',
      'technical_concept_learned',
    ],
  },
] as const satisfies readonly ScreeningSectionDefinition[];

type Section = (typeof SCREENING_SECTIONS)[number];

/** A section's key. */
export type ScreeningSectionKey = Section['key'];

/** A field of the screening form (unprefixed, as the form edits it). */
export type ScreeningFieldName = Section['fields'][number];

/** The section keys in form order. */
export const SCREENING_SECTION_KEYS: readonly ScreeningSectionKey[] = SCREENING_SECTIONS.map((s) => s.key);

/** Every field of the form, in form order. */
export const SCREENING_FIELD_NAMES: readonly ScreeningFieldName[] = SCREENING_SECTIONS.flatMap((s) => s.fields);

const bySection = <T>(pick: (section: Section) => T) =>
  Object.fromEntries(SCREENING_SECTIONS.map((s) => [s.key, pick(s)])) as Record<ScreeningSectionKey, T>;

/** Each section's title. */
export const SECTION_TITLES: Record<ScreeningSectionKey, string> = bySection((s) => s.title);

/** Each section's weight in percent (spec section 9); they sum to 100. */
export const SECTION_WEIGHTS: Record<ScreeningSectionKey, number> = bySection((s) => s.weight);

/** Each section's fields in form order. */
export const SECTION_FIELDS: Record<ScreeningSectionKey, readonly ScreeningFieldName[]> = bySection((s) => s.fields);

/** Each section's required fields (spec section 5). */
export const SECTION_REQUIRED_FIELDS: Record<ScreeningSectionKey, readonly ScreeningFieldName[]> = bySection(
  (s) => s.required,
);

const SECTION_OF_FIELD = new Map<ScreeningFieldName, ScreeningSectionKey>(
  SCREENING_SECTIONS.flatMap((s) => s.fields.map((field) => [field, s.key] as const)),
);

/** The section a field belongs to. */
export function sectionOfField(field: ScreeningFieldName): ScreeningSectionKey {
  return SECTION_OF_FIELD.get(field)!;
}

/** Whether a string names a section. */
export function isScreeningSectionKey(value: unknown): value is ScreeningSectionKey {
  return typeof value === 'string' && (SCREENING_SECTION_KEYS as readonly string[]).includes(value);
}

/** At least this many projects ('Add 1-3'). */
export const MIN_PROJECTS = 1;

/** At most this many projects ('Add 1-3'). */
export const MAX_PROJECTS = 3;

/** The current-year options of the personal section. */
export const CURRENT_YEAR_OPTIONS = [1, 2, 3, 4, 5] as const;

/** CGPA inputs: numeric, on a 10-point scale, two decimals. */
export const CGPA_RANGE = { min: 0, max: 10, step: 0.01 } as const;

/** The default pass mark: an overall (weighted) score at or above it passes; the server may configure another. */
export const PASS_THRESHOLD = 6.0;

/** The dashboard's "recent applications" window, in days. */
export const RECENT_WINDOW_DAYS = 7;

/** How many latest applications the full-stack admin dashboard lists. */
export const RECENT_LIST_LIMIT = 10;
