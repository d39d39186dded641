// The built-in rubric's tables of the Personal & Academic, Database and DevOps sections: the answers each reads (with what a
// good answer shows) and its checks across answers. Required fields are core, the others a bonus.
import { excerpt } from './rubric-quote';
import {
  c,
  check,
  listedOutcome,
  mentionOutcome,
  namesOf,
  outcome,
  termsOutcome,
  type SectionRubric,
} from './rubric-types';
import type { ScreeningSectionKey } from '@careers/domain/screening';
import {
  DEPLOY_PLATFORMS,
  MONITORING_TOOLS,
  NORMALIZATION_IDEAS,
  PIPELINE_STEPS,
  SCHEMA_KEYS,
  listText,
  wordsOf,
} from './rubric-terms';
import { findTerms, termPattern, type Term } from './vocabulary';
import { DATABASE_TERMS, DEVOPS_TERMS } from './vocabulary-data';
import { COURSEWORK_TERMS } from './vocabulary-people';

export const DATA_RUBRICS: Pick<Record<ScreeningSectionKey, SectionRubric>, 'personal' | 'database' | 'devops'> = {
  personal: {
    vocabulary: COURSEWORK_TERMS,
    answers: [{ field: 'coursework_description', expects: [], list: true }],
    checks: [
      check('academic_details', 2, (ctx) => {
        const given = [
          ctx.text('university_name') !== '',
          ctx.values.current_year != null,
          ctx.values.cgpa_cumulative != null,
          ctx.text('university_branch') !== '',
        ].filter(Boolean).length;
        return outcome(
          given / 4,
          'university_name',
          ctx.text('university_name'),
          given === 4 ? 'University, branch, year and CGPA given' : 'Academic details incomplete',
        );
      }),
      check('academic_standing', 2, (ctx) => {
        const cgpa = ctx.values.cgpa_cumulative;
        if (cgpa == null) return outcome(0, 'cgpa_cumulative', '', 'No CGPA given');
        const fraction = cgpa >= 8 ? 1 : cgpa >= 7 ? 0.75 : cgpa >= 6 ? 0.5 : 0.25;
        return outcome(fraction, 'cgpa_cumulative', String(cgpa), `Cumulative CGPA ${cgpa} of 10`);
      }),
      check('no_active_backlogs', 1, (ctx) =>
        ctx.values.has_active_backlogs
          ? outcome(0, 'backlog_list', ctx.text('backlog_list'), 'Has active backlogs')
          : outcome(1, 'has_active_backlogs', '', 'No active backlogs'),
      ),
    ],
  },
  database: {
    vocabulary: DATABASE_TERMS,
    answers: [
      {
        field: 'schema_design_example',
        expects: [],
        list: true,
        concepts: [
          termPattern(
            'entities',
            /\b(?:users?|orders?|products?|posts?|comments?|bookings?|listings?|students?|courses?|payments?|categories|reviews?|tags?|tasks?|events?|enrollments?)\b/i,
          ),
        ],
      },
      { field: 'schema_design_reasoning', expects: ['reasoning'] },
      { field: 'normalization_approach', expects: [], concepts: NORMALIZATION_IDEAS },
      { field: 'normalization_reasoning', expects: ['reasoning'], concepts: NORMALIZATION_IDEAS },
      { field: 'slow_query_example', expects: ['cause', 'metric'] },
      { field: 'slow_query_solution', expects: ['fix', 'metric'] },
      { field: 'transaction_use_case', expects: ['reasoning'] },
    ],
    checks: [
      check('databases_listed', 1, (ctx) =>
        listedOutcome(ctx.list('databases_used'), 'databases_used', 'Has used', 'No databases listed'),
      ),
      check('schema_uses_listed_database', 2, (ctx) => {
        const listed = ctx.list('databases_used').filter((name) => name !== 'Other');
        const mentions = listed.flatMap((name) => findTerms(name, DATABASE_TERMS).map((m) => m.term));
        const fields = [
          'schema_design_example',
          'schema_design_reasoning',
          'normalization_approach',
          'slow_query_example',
          'transaction_use_case',
        ];
        return mentionOutcome(
          ctx,
          fields,
          mentions,
          (found) => `Schema work names ${found.term.name}, a database listed`,
          [
            'schema_design_example',
            ctx.text('schema_design_example'),
            'Schema answers name none of the databases listed',
          ],
        );
      }),
      check('schema_has_keys', 2, (ctx) =>
        termsOutcome(ctx.readable('schema_design_example'), 'schema_design_example', SCHEMA_KEYS, 2, (keys) =>
          keys.length ? `Schema shows ${namesOf(keys)}` : 'Schema given without keys, relations or indexes',
        ),
      ),
      check('knows_normal_forms', 1, (ctx) => {
        return mentionOutcome(
          ctx,
          ['normalization_approach', 'normalization_reasoning'],
          NORMALIZATION_IDEAS.slice(0, 3),
          (found) => `Normalisation argued with ${found.term.name}`,
          [
            'normalization_approach',
            ctx.text('normalization_approach'),
            'Normalisation without normal forms or redundancy',
          ],
        );
      }),
    ],
  },
  devops: {
    vocabulary: DEVOPS_TERMS,
    answers: [
      {
        field: 'git_branching_strategy',
        expects: [],
        concepts: [c('protected', 'branch protection', 'required review', 'approval', 'approvals')],
      },
      { field: 'merge_conflict_example', expects: ['cause', 'fix'] },
      { field: 'cicd_pipeline_steps', expects: [], concepts: PIPELINE_STEPS, list: true },
      {
        field: 'deployment_failure_example',
        expects: ['cause'],
        concepts: [
          c('missing', 'undefined', 'mismatch', 'crash', 'crashed', 'failed', 'timeout', 'timed out', 'CORS', 'memory'),
        ],
      },
      { field: 'deployment_failure_solution', expects: ['fix'] },
      { field: 'monitoring_tools', expects: [], list: true },
      { field: 'production_bug_logs_example', expects: ['cause', 'fix'] },
    ],
    checks: [
      check('platform_named', 1, (ctx) => {
        const platform = ctx.text('last_deployment_platform');
        const [known] = findTerms(platform, DEPLOY_PLATFORMS);
        if (known) return outcome(1, 'last_deployment_platform', platform, `Deployed on ${known.term.name}`);
        return platform
          ? outcome(0.5, 'last_deployment_platform', platform, 'Deployment platform not a recognised one')
          : outcome(0, 'last_deployment_platform', '', 'No deployment platform named');
      }),
      check('services_listed', 1, (ctx) =>
        listedOutcome(
          ctx.list('deployment_services_configured'),
          'deployment_services_configured',
          'Configured',
          'No deployment services listed',
        ),
      ),
      check(
        'platform_in_story',
        2,
        (ctx) => {
          const platform = ctx.text('last_deployment_platform');
          const known = findTerms(platform, DEPLOY_PLATFORMS).map((m) => m.term);
          const mention = known.length ? known : [wordsOf(platform)].filter((t): t is Term => t !== null);
          const fields = [
            'deployment_failure_example',
            'deployment_failure_solution',
            'cicd_pipeline_steps',
            'production_bug_logs_example',
            'monitoring_tools',
          ];
          return mentionOutcome(ctx, fields, mention, () => `Deployment stories happen on ${platform}`, [
            'last_deployment_platform',
            platform,
            'The deployment stories do not mention the platform named',
          ]);
        },
        true,
      ),
      check(
        'pipeline',
        2,
        (ctx) => {
          if (!ctx.values.cicd_pipeline_setup) return outcome(0, 'cicd_pipeline_setup', '', 'No CI/CD pipeline set up');
          const steps = ctx.readable('cicd_pipeline_steps');
          const found = findTerms(steps, PIPELINE_STEPS);
          return outcome(
            found.length >= 3 ? 1 : found.length >= 1 ? 0.5 : 0.25,
            'cicd_pipeline_steps',
            excerpt(steps, found[0]?.index ?? 0),
            found.length
              ? `Pipeline runs ${listText(found.map((m) => m.term.name))}`
              : 'Pipeline set up but its steps are not described',
          );
        },
        true,
      ),
      check(
        'monitoring',
        1,
        (ctx) => {
          const tools = ctx.readable('monitoring_tools');
          const found = ctx.values.monitoring_setup ? findTerms(tools, MONITORING_TOOLS) : [];
          return outcome(
            found.length ? 1 : 0,
            'monitoring_tools',
            excerpt(tools, found[0]?.index ?? 0),
            found.length ? `Monitors with ${listText(found.map((m) => m.term.name))}` : 'No monitoring',
          );
        },
        true,
      ),
    ],
  },
};
