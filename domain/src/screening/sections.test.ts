import { describe, expect, it } from 'vitest';
import {
  CGPA_RANGE,
  CURRENT_YEAR_OPTIONS,
  MAX_PROJECTS,
  MIN_PROJECTS,
  PASS_THRESHOLD,
  RECENT_LIST_LIMIT,
  RECENT_WINDOW_DAYS,
  SCREENING_FIELD_NAMES,
  SCREENING_SECTION_KEYS,
  SECTION_FIELDS,
  SECTION_REQUIRED_FIELDS,
  SECTION_TITLES,
  SECTION_WEIGHTS,
  isScreeningSectionKey,
  sectionOfField,
} from './sections';

describe('screening sections', () => {
  it('are the eight sections of the spec, in order, with their titles', () => {
    expect(SCREENING_SECTION_KEYS).toEqual([
      'personal',
      'frontend',
      'backend',
      'database',
      'devops',
      'ai_tools',
      'experience',
      'knowledge',
    ]);
    expect(SCREENING_SECTION_KEYS.map((key) => SECTION_TITLES[key])).toEqual([
      'Personal & Academic Background',
      'Frontend Development',
      'Backend Development',
      'Database Knowledge',
      'DevOps & Deployment',
      'AI Tools & Coding Agents',
      'Applied Experience',
      'Knowledge Recall',
    ]);
  });

  it('weigh as spec section 9 says, summing to 100', () => {
    expect(SECTION_WEIGHTS).toEqual({
      personal: 0,
      frontend: 20,
      backend: 20,
      database: 15,
      devops: 15,
      ai_tools: 10,
      experience: 15,
      knowledge: 5,
    });
    expect(Object.values(SECTION_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('require exactly the fields spec section 5 lists', () => {
    expect(SECTION_REQUIRED_FIELDS).toEqual({
      personal: ['university_name', 'current_year', 'cgpa_cumulative', 'coursework_description'],
      frontend: [
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
      backend: [
        'backend_framework',
        'backend_framework_choice_reason',
        'auth_system_description',
        'api_endpoint_example',
      ],
      database: [
        'databases_used',
        'schema_design_example',
        'schema_design_reasoning',
        'normalization_approach',
        'normalization_reasoning',
      ],
      devops: [
        'git_branching_strategy',
        'merge_conflict_example',
        'last_deployment_platform',
        'deployment_services_configured',
      ],
      ai_tools: ['ai_assistants_used', 'ai_debug_example'],
      experience: [
        'top_projects',
        'hardest_bug_story',
        'debugging_approach',
        'failure_story',
        'failure_detection',
        'failure_recovery',
      ],
      knowledge: [
        'sql_vs_cache_explanation',
        'react_useeffect_issue',
        'nodejs_await_issue',
        'sql_vs_nosql_difference',
        'technical_concept_learned',
      ],
    });
  });

  it('hold every field of spec section 3 once, in its order', () => {
    // Spec section 3, "Full-stack screening form fields", in the order it lists them.
    expect(SCREENING_FIELD_NAMES).toEqual(
      (
        'university_name, university_branch, current_year, cgpa_cumulative, cgpa_latest_semester, has_active_backlogs, ' +
        'backlog_list, coursework_description, frontend_frameworks, strongest_frontend_framework, strongest_framework_reason, ' +
        'ui_feature_description, ui_feature_problem, ui_feature_solution, performance_issue_example, largest_dataset_size, ' +
        'state_management_method, complex_state_example, complex_state_solution, backend_framework, ' +
        'backend_framework_choice_reason, auth_system_description, auth_system_bug, auth_system_bug_fix, api_endpoint_example, ' +
        'api_endpoint_challenges, concurrency_issue_faced, concurrency_issue_description, concurrency_issue_solution, ' +
        'databases_used, schema_design_example, schema_design_reasoning, normalization_approach, normalization_reasoning, ' +
        'slow_query_example, slow_query_solution, transactions_used, transaction_use_case, git_branching_strategy, ' +
        'merge_conflict_example, last_deployment_platform, deployment_services_configured, cicd_pipeline_setup, ' +
        'cicd_pipeline_steps, deployment_failure_example, deployment_failure_solution, monitoring_setup, monitoring_tools, ' +
        'production_bug_logs_example, ai_assistants_used, ai_debug_example, ai_api_integration, ai_integration_project, ' +
        'ai_integration_role, understands_coding_agents, coding_agent_explanation, top_projects, hardest_bug_story, ' +
        'debugging_approach, failure_story, failure_detection, failure_recovery, sql_vs_cache_explanation, ' +
        'react_useeffect_issue, nodejs_await_issue, sql_vs_nosql_difference, technical_concept_learned'
      ).split(', '),
    );
    expect(new Set(SCREENING_FIELD_NAMES).size).toBe(SCREENING_FIELD_NAMES.length);
  });

  it('require only fields they show', () => {
    for (const key of SCREENING_SECTION_KEYS) {
      for (const field of SECTION_REQUIRED_FIELDS[key]) {
        expect(SECTION_FIELDS[key]).toContain(field);
        expect(sectionOfField(field)).toBe(key);
      }
    }
  });

  it('recognise their keys', () => {
    expect(isScreeningSectionKey('ai_tools')).toBe(true);
    expect(isScreeningSectionKey('ai')).toBe(false);
    expect(isScreeningSectionKey(3)).toBe(false);
  });
});

describe('screening constants (spec section 9)', () => {
  it('pin the numbers', () => {
    expect(MIN_PROJECTS).toBe(1);
    expect(MAX_PROJECTS).toBe(3);
    expect(CURRENT_YEAR_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(CGPA_RANGE).toEqual({ min: 0, max: 10, step: 0.01 });
    expect(PASS_THRESHOLD).toBe(6.0);
    expect(RECENT_WINDOW_DAYS).toBe(7);
    expect(RECENT_LIST_LIMIT).toBe(10);
  });
});
