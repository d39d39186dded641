// The named tools and ideas the built-in rubric's checks look for across answers (frameworks,
// state tools, platforms, pipeline steps, security, schema keys, ...), and helpers to name them.
import type { RubricContext } from './rubric-context';
import { findTerms, term, termPattern, type Term } from './vocabulary';
import { BACKEND_TERMS, FRONTEND_TERMS } from './vocabulary-build';
import { DEVOPS_TERMS } from './vocabulary-data';
import { AI_TERMS, ALL_TECH_TERMS } from './vocabulary-people';

/** 'a', 'a and b', 'a, b and c'. */
export const listText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** A term matching any significant word of a free-text name ('AWS (EC2)' -> AWS, EC2). */
export function wordsOf(text: string): Term | null {
  const stop = new Set(['and', 'the', 'with', 'using', 'for', 'via', 'plus', 'other', 'app', 'apps']);
  const words = (text.match(/[A-Za-z0-9][A-Za-z0-9.+#-]*/g) ?? [])
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => word.length >= 2 && !stop.has(word.toLowerCase()));
  return words.length ? term(words[0]!, ...words.slice(1)) : null;
}

/** The terms that find each frontend framework option in free text. */
export const FRAMEWORK_MENTIONS: Record<string, Term> = {
  React: term('React', 'ReactJS', 'React.js', 'JSX', 'useState', 'useEffect'),
  'Vue.js': term('Vue.js', 'Vue', 'VueJS', 'Pinia', 'Vuex'),
  Angular: term('Angular', 'RxJS', 'NgRx'),
  Svelte: term('Svelte', 'SvelteKit'),
  'Next.js': term('Next.js', 'NextJS', 'Next', 'App Router'),
  'Nuxt.js': term('Nuxt.js', 'Nuxt'),
  Gatsby: term('Gatsby'),
  'React Native': term('React Native', 'Expo'),
  Flutter: term('Flutter', 'Dart', 'widget', 'widgets'),
  'Vanilla JavaScript': term('Vanilla JavaScript', 'vanilla JS', 'JavaScript', 'DOM'),
  jQuery: term('jQuery', '$('),
};

/** The terms of a vocabulary with these names. */
export const named = (terms: readonly Term[], names: readonly string[]) => terms.filter((t) => names.includes(t.name));

/** State-management tools a state_management_method answer may name. */
export const STATE_TOOLS: readonly Term[] = [
  ...named(FRONTEND_TERMS, ['Redux', 'Zustand', 'MobX', 'Pinia', 'Vuex', 'NgRx', 'Recoil', 'Jotai', 'React Query']),
  ...named(FRONTEND_TERMS, ['SWR', 'Apollo', 'Context API', 'useReducer', 'signals', 'Riverpod']),
  term('useState', 'lifting state', 'lift state', 'lifted state', 'state up', 'local state'),
  term('services', 'RxJS', 'BehaviorSubject'),
  term('Svelte stores', 'stores', 'store', 'writable', 'derived store', 'derived stores'),
  term('Composition API', 'composable', 'composables', 'reactive'),
];

export const BACKEND_FRAMEWORKS = named(BACKEND_TERMS, [
  'Node.js',
  'Express',
  'NestJS',
  'Fastify',
  'Koa',
  'Hono',
  'Django',
  'Flask',
  'FastAPI',
  'Spring Boot',
  'Laravel',
  'Ruby on Rails',
  'Golang',
  'ASP.NET',
  'PHP',
  'Python',
  'Java',
  'Cloud Functions',
  'Supabase',
]);

export const DEPLOY_PLATFORMS = named(DEVOPS_TERMS, [
  'Vercel',
  'Netlify',
  'Render',
  'Railway',
  'Heroku',
  'Fly.io',
  'AWS',
  'EC2',
  'S3',
  'Lambda',
  'ECS',
  'Elastic Beanstalk',
  'GCP',
  'Firebase Hosting',
  'Azure',
  'DigitalOcean',
  'Docker',
  'Kubernetes',
  'Nginx',
  'GitHub',
  'CloudFront',
]);

export const MONITORING_TOOLS = named(DEVOPS_TERMS, [
  'Sentry',
  'Datadog',
  'Grafana',
  'Prometheus',
  'New Relic',
  'CloudWatch',
  'UptimeRobot',
  'LogRocket',
  'logs',
  'alert',
  'health check',
]);

export const AI_ASSISTANTS = named(AI_TERMS, [
  'ChatGPT',
  'GPT',
  'Claude',
  'Copilot',
  'Cursor',
  'Gemini',
  'Codeium',
  'Tabnine',
  'Aider',
  'Devin',
  'Codex',
  'Perplexity',
  'v0',
  'DeepSeek',
]);

export const PIPELINE_STEPS: readonly Term[] = [
  term('install', 'npm ci', 'npm install', 'pip install', 'dependencies'),
  term('lint', 'linting', 'ESLint', 'Prettier', 'type check', 'typecheck', 'tsc'),
  term('test', 'tests', 'npm test', 'Jest', 'Vitest', 'pytest'),
  term('build', 'builds', 'npm run build', 'docker build'),
  term('deploy', 'deploys', 'deployed', 'deployment', 'push to', 'release'),
];

export const HASHING_OR_PROVIDER: readonly Term[] = [
  term('bcrypt', 'bcryptjs', 'argon2', 'scrypt', 'PBKDF2', 'hashed', 'hashing', 'hash', 'salt', 'salted'),
  term(
    'Firebase Auth',
    'Firebase Authentication',
    'Auth0',
    'Clerk',
    'Cognito',
    'NextAuth',
    'Auth.js',
    'Supabase Auth',
    'OAuth',
    'OAuth2',
    'Passport',
    'Google sign-in',
    'Google login',
  ),
];

export const TOKEN_HANDLING: readonly Term[] = [
  term('expiry', 'expires', 'expiration', 'expire', 'expired', 'TTL'),
  term('refresh token', 'refresh tokens', 'rotate', 'rotation'),
  term('httpOnly', 'HttpOnly', 'SameSite', 'secure cookie', 'secure cookies'),
  term('middleware', 'guard', 'protected route', 'protected routes', 'verify the token', 'verifies the token'),
  term('role', 'roles', 'RBAC', 'permissions', 'admin'),
];

export const SCHEMA_KEYS: readonly Term[] = [
  term('primary key', 'primary keys', 'PK', 'id', 'UUID', 'ObjectId', 'auto-increment', 'auto increment', 'SERIAL'),
  termPattern('foreign key', /\bforeign keys?\b|\bFK\b|\breferences\b|\b[a-z]+_id\b|\b[a-z]+Id\b/i),
  term('one-to-many', 'many-to-many', 'one-to-one', '1:N', 'M:N', '1-to-many', 'belongs to', 'has many'),
  term('junction table', 'join table', 'pivot table', 'bridge table', 'association table'),
  term('index', 'indexes', 'indexed', 'composite index', 'compound index', 'unique index'),
  term('embedded', 'embed', 'subcollection', 'subcollections', 'reference', 'denormalized'),
];

export const NORMALIZATION_IDEAS: readonly Term[] = [
  term('normal form', '1NF', '2NF', '3NF', 'BCNF', 'first normal form', 'second normal form', 'third normal form'),
  term('redundancy', 'redundant', 'duplication', 'duplicate', 'duplicated', 'repeated'),
  term('anomaly', 'anomalies', 'update anomaly', 'inconsistent', 'inconsistency', 'consistency'),
  term('denormalize', 'denormalized', 'denormalization', 'denormalise', 'denormalised'),
  term('join', 'joins', 'read performance', 'reads', 'writes', 'trade-off', 'tradeoff'),
];

export const VERIFYING_AI: readonly Term[] = [
  term('verified', 'verify', 'checked', 'double-checked', 'cross-checked', 'tested', 'test', 'tests'),
  term(
    'wrong',
    'incorrect',
    'hallucinated',
    'hallucination',
    'outdated',
    'deprecated',
    'did not work',
    "didn't work",
    'made up',
    'broke',
  ),
  term('read the docs', 'documentation', 'docs', 'understood', 'understand', 'reviewed', 'read through'),
];

export const AGENT_CONCEPTS: readonly Term[] = [
  term('tools', 'tool calling', 'function calling', 'tool use', 'MCP'),
  term('plan', 'plans', 'planning', 'breaks down', 'steps'),
  term('loop', 'iterates', 'iterate', 'feedback loop', 'observe', 'observes'),
  term('terminal', 'runs commands', 'run commands', 'executes', 'shell', 'runs the tests', 'runs tests'),
  term(
    'edits files',
    'edit files',
    'modifies files',
    'writes files',
    'multiple files',
    'codebase',
    'repository',
    'repo',
  ),
  term('context', 'context window', 'memory'),
  term('autonomous', 'autonomously', 'on its own', 'without me'),
  term('review', 'reviewing', 'supervise', 'human in the loop', 'approve'),
];

/** A project's name or stack technology mentioned in a story. */
export function projectMentions(ctx: RubricContext): Term[] {
  return ctx.projects.flatMap((project) => {
    const mentions: Term[] = [];
    if (project.name.trim().length >= 3) mentions.push(term(project.name.trim()));
    mentions.push(...findTerms(project.tech_stack, ALL_TECH_TERMS).map((m) => m.term));
    return mentions;
  });
}
