// The built-in rubric's tables of the Frontend and Backend sections: the answers each reads (with what a
// good answer shows) and its checks across answers. Required fields are core, the others a bonus.
import { excerpt } from './rubric-quote';
import { c, check, listedOutcome, mentionOutcome, outcome, type SectionRubric } from './rubric-types';
import type { ScreeningSectionKey } from '@careers/domain/screening';
import {
  BACKEND_FRAMEWORKS,
  FRAMEWORK_MENTIONS,
  HASHING_OR_PROVIDER,
  STATE_TOOLS,
  TOKEN_HANDLING,
  listText,
  wordsOf,
} from './rubric-terms';
import { findPattern, findTerms, termPattern, type Term, type TermMatch } from './vocabulary';
import { BACKEND_TERMS, FRONTEND_TERMS } from './vocabulary-build';
import { parseQuantity } from './vocabulary-marks';

export const BUILD_RUBRICS: Pick<Record<ScreeningSectionKey, SectionRubric>, 'frontend' | 'backend'> = {
  frontend: {
    vocabulary: FRONTEND_TERMS,
    answers: [
      {
        field: 'strongest_framework_reason',
        expects: ['reasoning'],
        concepts: [
          c('ecosystem', 'community', 'libraries', 'documentation', 'docs'),
          c('learning curve'),
          c('declarative'),
          c('reusable', 'reusability', 'reuse'),
          c('performance', 'fast', 'faster'),
          c('type safety', 'type-safe', 'typed'),
          c('one-way data flow', 'unidirectional', 'two-way binding', 'JSX', 'reactivity', 'reactive'),
        ],
      },
      {
        field: 'ui_feature_description',
        expects: [],
        concepts: [
          c(
            'form',
            'forms',
            'modal',
            'dropdown',
            'table',
            'chart',
            'charts',
            'dashboard',
            'search',
            'filter',
            'filters',
          ),
          c(
            'drag and drop',
            'drag-and-drop',
            'drag',
            'autocomplete',
            'carousel',
            'calendar',
            'upload',
            'cart',
            'checkout',
          ),
          c(
            'real-time',
            'realtime',
            'live',
            'notifications',
            'reminders',
            'chat',
            'typing indicator',
            'typing indicators',
          ),
        ],
      },
      {
        field: 'ui_feature_problem',
        expects: ['cause'],
        concepts: [
          c('flicker', 'flickering', 'lag', 'laggy', 'slow', 'jank', 'janky', 'froze', 'freeze', 'crash', 'crashed'),
          c(
            'stutter',
            'stuttered',
            'stuttering',
            'jumped',
            'outdated',
            'old value',
            'did not update',
            "didn't update",
            'wrong',
          ),
          c('stale', 'out of sync', 'race condition', 'memory leak', 'layout shift', 'overflow', 'duplicate'),
        ],
      },
      { field: 'ui_feature_solution', expects: ['fix'] },
      { field: 'performance_issue_example', expects: ['cause', 'fix', 'metric'] },
      {
        field: 'complex_state_example',
        expects: [],
        concepts: [
          c(
            'cart',
            'filters',
            'multi-step',
            'wizard',
            'nested',
            'derived',
            'server state',
            'shared',
            'sync',
            'synchronize',
          ),
        ],
      },
      { field: 'complex_state_solution', expects: ['reasoning'] },
    ],
    checks: [
      check('frameworks_listed', 1, (ctx) =>
        listedOutcome(ctx.list('frontend_frameworks'), 'frontend_frameworks', 'Has used', 'No frameworks listed'),
      ),
      check('strongest_is_listed', 2, (ctx) => {
        const strongest = ctx.text('strongest_frontend_framework');
        const listed = ctx.list('frontend_frameworks').includes(strongest);
        return outcome(
          strongest && listed ? 1 : 0,
          'strongest_frontend_framework',
          strongest,
          listed
            ? `Strongest framework (${strongest}) is one of the frameworks listed`
            : `Strongest framework${strongest ? ` (${strongest})` : ''} is not among the frameworks listed`,
        );
      }),
      check('strongest_is_discussed', 2, (ctx) => {
        const strongest = ctx.text('strongest_frontend_framework');
        const mention = FRAMEWORK_MENTIONS[strongest];
        const fields = [
          'strongest_framework_reason',
          'ui_feature_description',
          'ui_feature_solution',
          'complex_state_solution',
        ];
        return mentionOutcome(ctx, fields, mention ? [mention] : [], () => `Answers draw on ${strongest}`, [
          'strongest_frontend_framework',
          strongest,
          `No answer shows ${strongest || 'the strongest framework'} at work`,
        ]);
      }),
      check('state_tool_named', 1, (ctx) => {
        const method = ctx.text('state_management_method');
        const [tool] = findTerms(method, STATE_TOOLS);
        return tool
          ? outcome(1, 'state_management_method', method, `Manages state with ${tool.term.name}`)
          : outcome(0, 'state_management_method', method, 'No recognised state-management approach named');
      }),
      check('state_tool_applied', 2, (ctx) => {
        const tools = findTerms(ctx.text('state_management_method'), STATE_TOOLS).map((m) => m.term);
        return mentionOutcome(
          ctx,
          ['complex_state_solution', 'complex_state_example'],
          tools,
          (found) => `Applies ${found.term.name} to the complex state`,
          [
            'complex_state_solution',
            ctx.text('complex_state_solution'),
            'The complex-state answer does not use the state tool named',
          ],
        );
      }),
      check(
        'dataset_quantified',
        1,
        (ctx) => {
          const size = ctx.text('largest_dataset_size');
          const quantity = parseQuantity(size);
          if (quantity === null) return outcome(0, 'largest_dataset_size', size, 'Largest dataset size not quantified');
          return outcome(quantity >= 10_000 ? 1 : 0.5, 'largest_dataset_size', size, `Has handled ${size} in a UI`);
        },
        true,
      ),
    ],
  },
  backend: {
    vocabulary: BACKEND_TERMS,
    answers: [
      {
        field: 'backend_framework_choice_reason',
        expects: ['reasoning'],
        concepts: [
          c('ecosystem', 'community', 'libraries', 'npm', 'documentation'),
          c('performance', 'fast', 'lightweight', 'scalable', 'non-blocking'),
          c('same language', 'one language', 'familiar', 'structure', 'opinionated', 'batteries'),
        ],
      },
      {
        field: 'auth_system_description',
        expects: [],
        concepts: [
          c('expiry', 'expires', 'expiration', 'expire', 'TTL'),
          c('password reset', 'reset password', 'email verification', 'verify email', 'OTP', '2FA', 'MFA'),
          c('login', 'signup', 'sign up', 'register', 'registration', 'protected route', 'protected routes'),
        ],
      },
      { field: 'auth_system_bug', expects: ['cause'] },
      { field: 'auth_system_bug_fix', expects: ['fix'] },
      {
        field: 'api_endpoint_example',
        expects: [],
        concepts: [
          termPattern('route path', /(?:^|\s)\/[a-z0-9_-]+(?:\/[:{]?[a-z0-9_{}:-]+)*/i),
          c('response', 'responds', 'returns', 'status'),
          c('pagination', 'paginated', 'page', 'limit', 'filter', 'sort'),
        ],
      },
      { field: 'api_endpoint_challenges', expects: ['cause', 'fix'] },
      { field: 'concurrency_issue_description', expects: ['cause'] },
      { field: 'concurrency_issue_solution', expects: ['fix'] },
    ],
    checks: [
      check('framework_named', 1, (ctx) => {
        const framework = ctx.text('backend_framework');
        const [known] = findTerms(framework, BACKEND_FRAMEWORKS);
        if (known) return outcome(1, 'backend_framework', framework, `Builds backends with ${known.term.name}`);
        return framework
          ? outcome(0.5, 'backend_framework', framework, 'Backend framework not a recognised one')
          : outcome(0, 'backend_framework', '', 'No backend framework named');
      }),
      check('framework_is_discussed', 2, (ctx) => {
        const framework = ctx.text('backend_framework');
        const known = findTerms(framework, BACKEND_FRAMEWORKS).map((m) => m.term);
        const mention = known.length ? known : [wordsOf(framework)].filter((t): t is Term => t !== null);
        return mentionOutcome(
          ctx,
          [
            'api_endpoint_example',
            'auth_system_description',
            'backend_framework_choice_reason',
            'api_endpoint_challenges',
          ],
          mention,
          () => `Answers draw on ${framework}`,
          ['backend_framework', framework, 'No answer shows the backend framework at work'],
        );
      }),
      check('endpoint_is_concrete', 2, (ctx) => {
        const endpoint = ctx.readable('api_endpoint_example');
        const method = findPattern(endpoint, 'HTTP method', /\b(?:GET|POST|PUT|PATCH|DELETE)\b/);
        const path = findPattern(endpoint, 'path', /(?:^|\s)\/[a-z0-9_-]+(?:\/[:{]?[a-z0-9_{}:-]+)*/i);
        const fraction = (method ? 0.5 : 0) + (path ? 0.5 : 0);
        return outcome(
          fraction,
          'api_endpoint_example',
          excerpt(endpoint, (method ?? path)?.index ?? 0),
          fraction === 1 ? 'Endpoint given with its method and path' : 'Endpoint lacks a method or a path',
        );
      }),
      check('auth_is_secure', 2, (ctx) => {
        const auth = ctx.readable('auth_system_description');
        const [secured] = findTerms(auth, HASHING_OR_PROVIDER);
        const handling = findTerms(auth, TOKEN_HANDLING);
        const fraction = (secured ? 0.5 : 0) + Math.min(0.5, handling.length * 0.25);
        const named = [secured, ...handling].filter((m): m is TermMatch => m !== undefined);
        return outcome(
          fraction,
          'auth_system_description',
          excerpt(auth, named[0]?.index ?? 0),
          named.length
            ? `Authentication covers ${listText(named.map((m) => m.term.name))}`
            : 'Authentication described without hashing, a provider or token handling',
        );
      }),
    ],
  },
};
