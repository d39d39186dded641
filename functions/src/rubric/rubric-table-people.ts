// The built-in rubric's tables of the AI tools, Applied Experience and Knowledge Recall sections: the answers each reads (with what a
// good answer shows) and its checks across answers. Required fields are core, the others a bonus.
import { wordCount } from './rubric-prose';
import { excerpt } from './rubric-quote';
import { c, check, mentionOutcome, outcome, termsOutcome, type CheckOutcome, type SectionRubric } from './rubric-types';
import type { ScreeningSectionKey } from '@careers/domain/screening';
import { AGENT_CONCEPTS, AI_ASSISTANTS, VERIFYING_AI, listText, projectMentions, wordsOf } from './rubric-terms';
import { findTerms } from './vocabulary';
import { AI_TERMS, ALL_TECH_TERMS, DEBUGGING_TERMS } from './vocabulary-people';

export const PEOPLE_RUBRICS: Pick<
  Record<ScreeningSectionKey, SectionRubric>,
  'ai_tools' | 'experience' | 'knowledge'
> = {
  ai_tools: {
    vocabulary: AI_TERMS,
    answers: [
      { field: 'ai_debug_example', expects: ['cause', 'fix'], concepts: VERIFYING_AI },
      { field: 'ai_integration_project', expects: [] },
      { field: 'ai_integration_role', expects: [] },
      { field: 'coding_agent_explanation', expects: ['reasoning'], concepts: AGENT_CONCEPTS },
    ],
    checks: [
      check('assistants_named', 1, (ctx) => {
        const listed = ctx.list('ai_assistants_used');
        const known = listed.filter((name) => findTerms(name, AI_ASSISTANTS).length > 0);
        return outcome(
          known.length ? 1 : listed.length ? 0.5 : 0,
          'ai_assistants_used',
          listed[0] ?? '',
          listed.length ? `Uses ${listText(listed.slice(0, 5))}` : 'No AI assistants listed',
        );
      }),
      check('assistant_in_story', 1, (ctx) => {
        const mentions = ctx.list('ai_assistants_used').flatMap((name) =>
          findTerms(name, AI_ASSISTANTS)
            .map((m) => m.term)
            .concat(wordsOf(name) ?? []),
        );
        return mentionOutcome(
          ctx,
          ['ai_debug_example'],
          mentions,
          (found) => `The debugging story uses ${found.term.name}, an assistant listed`,
          ['ai_debug_example', ctx.text('ai_debug_example'), 'The debugging story names none of the assistants listed'],
        );
      }),
      check('verifies_ai_output', 2, (ctx) =>
        termsOutcome(ctx.readable('ai_debug_example'), 'ai_debug_example', VERIFYING_AI, 2, (found) =>
          found.length
            ? 'Checks what the assistant suggests rather than pasting it'
            : 'No sign of checking the assistant’s answer',
        ),
      ),
      check(
        'understands_agents',
        2,
        (ctx) => {
          const explanation = ctx.readable('coding_agent_explanation');
          const found = ctx.values.understands_coding_agents ? findTerms(explanation, AGENT_CONCEPTS) : [];
          return outcome(
            Math.min(1, found.length / 3),
            'coding_agent_explanation',
            excerpt(explanation, found[0]?.index ?? 0),
            `Explains coding agents through ${listText(found.map((m) => m.term.name))}`,
          );
        },
        true,
      ),
    ],
  },
  experience: {
    vocabulary: ALL_TECH_TERMS,
    answers: [
      { field: 'hardest_bug_story', expects: ['cause', 'fix'] },
      { field: 'debugging_approach', expects: ['reasoning'], concepts: DEBUGGING_TERMS },
      { field: 'failure_story', expects: ['cause'] },
      { field: 'failure_detection', expects: [], concepts: DEBUGGING_TERMS },
      { field: 'failure_recovery', expects: ['fix'], concepts: DEBUGGING_TERMS },
      { field: { project: 'hardest_bug' }, expects: ['cause', 'fix'] },
      { field: { project: 'improvements' }, expects: ['reasoning'] },
    ],
    checks: [
      check('projects_listed', 1, (ctx) => {
        const named = ctx.projects.filter((project) => project.name.trim() !== '');
        return outcome(
          named.length >= 2 ? 1 : named.length === 1 ? 0.6 : 0,
          'top_projects[0].name',
          named[0]?.name ?? '',
          named.length ? `${named.length} project${named.length > 1 ? 's' : ''} described` : 'No named project',
        );
      }),
      check('project_stack_and_role', 2, (ctx) => {
        let best: CheckOutcome = outcome(0, 'top_projects[0].tech_stack', '', 'Projects lack a tech stack and a role');
        ctx.projects.forEach((project, i) => {
          const stack = findTerms(project.tech_stack, ALL_TECH_TERMS);
          const fraction =
            (stack.length >= 2 ? 0.5 : stack.length ? 0.25 : 0) + (wordCount(project.role) >= 2 ? 0.5 : 0);
          if (fraction > best.fraction) {
            best = outcome(
              fraction,
              `top_projects[${i}].tech_stack`,
              project.tech_stack,
              `${project.name || 'A project'}: ${listText(stack.slice(0, 4).map((m) => m.term.name)) || 'stack not recognised'}; role given`,
            );
          }
        });
        return best;
      }),
      check(
        'project_links',
        1,
        (ctx) => {
          const index = ctx.projects.findIndex((project) => project.github_link.trim() !== '');
          return index === -1
            ? outcome(0, 'top_projects[0].github_link', '', 'No project links to its code')
            : outcome(1, `top_projects[${index}].github_link`, ctx.projects[index]!.github_link, 'Links to the code');
        },
        true,
      ),
      check('stories_tie_to_projects', 1, (ctx) => {
        const mentions = projectMentions(ctx);
        return mentionOutcome(
          ctx,
          ['hardest_bug_story', 'failure_story', 'debugging_approach', 'failure_recovery'],
          mentions,
          (found) => `Stories come from the projects listed (${found.term.name})`,
          ['hardest_bug_story', ctx.text('hardest_bug_story'), 'Stories do not connect to the projects listed'],
        );
      }),
    ],
  },
  knowledge: {
    vocabulary: ALL_TECH_TERMS,
    answers: [
      {
        field: 'sql_vs_cache_explanation',
        expects: ['reasoning'],
        concepts: [
          c('in-memory', 'in memory', 'RAM', 'memory'),
          c('latency', 'faster', 'milliseconds', 'microseconds'),
          c('TTL', 'expire', 'expires', 'expiry', 'eviction', 'LRU'),
          c('invalidation', 'invalidate', 'invalidated', 'stale', 'consistency'),
          c('source of truth', 'persistent', 'durable', 'durability', 'disk'),
          c('cache-aside', 'read-through', 'write-through', 'cache hit', 'cache miss'),
        ],
      },
      {
        field: 'react_useeffect_issue',
        expects: ['reasoning'],
        concepts: [
          c('dependency array', 'dependencies', 'dependency', 'deps'),
          c('infinite loop', 'infinite re-render', 'infinite rerender', 'runs on every render', 'every render'),
          c('cleanup', 'clean up', 'cleanup function', 'unmount', 'unmounted', 'memory leak'),
          c('stale closure', 'stale state', 'stale value'),
          c('StrictMode', 'strict mode', 'runs twice', 'twice'),
          c('AbortController', 'abort', 'race condition', 'ignore flag'),
        ],
      },
      {
        field: 'nodejs_await_issue',
        expects: ['reasoning'],
        concepts: [
          c('Promise.all', 'Promise.allSettled', 'in parallel', 'parallel', 'concurrently'),
          c('sequential', 'sequentially', 'one after another', 'one by one', 'waterfall'),
          c('forEach', 'for...of', 'for of', 'map'),
          c('unhandled rejection', 'unhandled promise', 'try/catch', 'try-catch', '.catch'),
          c('event loop', 'blocking', 'non-blocking', 'blocks'),
          c('pending', 'resolved', 'returns a promise', 'Promise'),
        ],
      },
      {
        field: 'sql_vs_nosql_difference',
        expects: ['reasoning'],
        concepts: [
          c('relational', 'tables', 'rows'),
          c('schema', 'fixed schema', 'schemaless', 'flexible schema', 'schema-less'),
          c('joins', 'join'),
          c('ACID', 'transactions', 'strong consistency'),
          c('document', 'documents', 'key-value', 'wide-column', 'graph'),
          c('horizontal scaling', 'scale horizontally', 'horizontally', 'sharding', 'vertical scaling'),
          c('eventual consistency', 'eventually consistent', 'BASE', 'CAP'),
        ],
      },
      { field: 'technical_concept_learned', expects: ['reasoning'] },
    ],
    checks: [],
  },
};
