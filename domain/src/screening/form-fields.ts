// The screening form's fields: option lists, length limits, each field's kind and label (spec sections 2-3).
import { MAX_PROJECTS, type ScreeningFieldName } from './sections';

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
