// What the built-in assessor recognises in an answer: the named tools and ideas of each section,
// and the marks of a concrete answer (numbers, causes, fixes, reasoning, code-level detail).

/** A named technology or idea and how to find it in free text. */
export interface Term {
  name: string;
  pattern: RegExp;
  /** Lower-case literals one of which a match must contain (a quick test before the pattern). */
  needles?: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A term found case-insensitively under its name or any alias, as a whole word: not inside a
 * longer word ('Express' is not found in 'expression'; 'Node.js' is found in 'Node.js,').
 */
export function term(name: string, ...aliases: string[]): Term {
  const alternatives = [name, ...aliases].map(escape).join('|');
  return {
    name,
    pattern: new RegExp(`(?<![A-Za-z0-9])(?:${alternatives})(?![A-Za-z0-9])`, 'i'),
    needles: [name, ...aliases].map((alias) => alias.toLowerCase()),
  };
}

/** A term found by its own pattern (for case-sensitive or shaped matches). */
export function termPattern(name: string, pattern: RegExp): Term {
  return { name, pattern };
}

/** Where the earliest of some terms occurs in a text. */
export interface TermMatch {
  term: Term;
  index: number;
  length: number;
}

/** Each term's needles as the whole word each starts with, or null for one that starts with a sign ('$('). */
const leadingWords = new WeakMap<Term, (string | null)[]>();

let lastText = '';
let lastCheck: (term: Term) => boolean = () => true;

/**
 * A quick test of which terms a text may name, before their patterns: a term is found only as a
 * whole word, so the word its needle starts with ('node' of 'node.js') must be a word of the text.
 * Never false for a term the text names; the last text's test is kept (texts are read many times).
 */
export function termPrefilter(text: string): (term: Term) => boolean {
  if (text === lastText) return lastCheck;
  const lower = text.toLowerCase();
  const textWords = new Set(lower.split(/[^a-z0-9]+/));
  lastText = text;
  lastCheck = (term) => {
    if (!term.needles) return true;
    let leading = leadingWords.get(term);
    if (!leading) {
      leading = term.needles.map((needle) => /^[a-z0-9]+/.exec(needle)?.[0] ?? null);
      leadingWords.set(term, leading);
    }
    return leading.some((word, i) => (word === null ? lower.includes(term.needles![i]!) : textWords.has(word)));
  };
  return lastCheck;
}

/** The distinct terms a text names, each at its first occurrence (not overlapping another), in order. */
export function findTerms(text: string, terms: readonly Term[]): TermMatch[] {
  const found: TermMatch[] = [];
  const names = new Set<string>();
  const mayName = termPrefilter(text);
  const overlaps = (index: number, length: number) =>
    found.some((other) => index < other.index + other.length && other.index < index + length);
  for (const candidate of terms) {
    if (names.has(candidate.name)) continue;
    if (!mayName(candidate)) continue;
    const match = candidate.pattern.exec(text);
    // Two terms found in the same words ('joins' for join and for joins) count once.
    if (match && !overlaps(match.index, match[0].length)) {
      names.add(candidate.name);
      found.push({ term: candidate, index: match.index, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first match of a pattern, as a TermMatch, or null. */
export function findPattern(text: string, name: string, pattern: RegExp): TermMatch | null {
  const match = pattern.exec(text);
  return match ? { term: { name, pattern }, index: match.index, length: match[0].length } : null;
}

// ---------------------------------------------------------------------------------------------
// Marks of a concrete answer

/** A number with a unit or a scale ('2 million rows', '300 ms', '40%', '3x'), a percentile, or an HTTP status. */
export const METRIC_PATTERN = new RegExp(
  [
    String.raw`\bp(?:50|75|90|95|99)\b`,
    String.raw`\b\d[\d,]*(?:\.\d+)?\s*(?:%|percent\b|x\b|times\b|ms\b|milliseconds?\b|s\b|secs?\b|seconds?\b|mins?\b|minutes?\b|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|k\b|m\b|million\b|thousand\b|lakhs?\b|billion\b|kb\b|mb\b|gb\b|tb\b|rows?\b|records?\b|users?\b|requests?\b|req\/s|rps\b|qps\b|queries\b|items?\b|documents?\b|docs\b|products?\b|orders?\b|messages?\b|files?\b|lines?\b|components?\b|endpoints?\b|tables?\b|collections?\b|students?\b|customers?\b|visitors?\b|calls?\b|errors?\b|fps\b|connections?\b|transactions?\b|entries\b|pages?\b|images?\b|tests?\b|commits?\b|deploys?\b|bookings?\b|listings?\b|members?\b|teams?\b|people\b|times? faster|times? slower)`,
    String.raw`\b(?:HTTP\s*)?[45]\d\d\b(?=\s*(?:error|status|response|code|bad|not|internal|unauthori[sz]ed|forbidden|conflict|too))`,
    String.raw`\b(?:HTTP|status|error)\s*(?:code\s*)?[1-5]\d\d\b`,
  ].join('|'),
  'i',
);

/** Words that give a problem's cause. */
export const CAUSE_PATTERN =
  /\b(?:because|caused|causing|due to|root cause|turned out|the reason|the problem was|the issue was|the bug was|happened because|was happening|resulted from|led to|triggered|came from|was missing|were missing)\b/i;

/** Words that give what was done about a problem. */
export const FIX_PATTERN =
  /\b(?:fixed|fix was|to fix|solved|resolved|solution was|by adding|added|switched|replaced|refactored|moved|rewrote|introduced|implemented|patched|migrated|wrapped|debounced|memoized|indexed|cached|batched|paginated|rolled back|reverted|changed|split)\b/i;

/** Words that give reasons, comparisons or trade-offs. */
export const REASONING_PATTERN =
  /, so\b|\b(?:because|so that|in order to|causes?|leads? to|results? in|trade-?offs?|instead of|rather than|which means|otherwise|therefore|this way|downside|compared to|whereas|versus|vs\.?|prevents?|ensures?|avoids?|allows?|reduces?|improves?|easier|harder|simpler|safer|the benefit|advantages?|disadvantages?|in contrast|unlike|the reason)\b/i;

/**
 * Everyday words of software work (singular or plural): an answer with none of them and no
 * named tool or idea of its section is off-topic.
 */
export const SOFTWARE_WORDS: Term = termPattern(
  'software',
  new RegExp(
    `\\b(?:${'api code coding app application website web page site server client frontend backend database data bug error function variable file list button user input request response deploy deployed program programming software feature test refresh load loading screen UI browser query table project framework library commit script array object string number loop class method component login password account cloud repository branch model prompt computer algorithm network form click scroll scrolling render rendering display show view layout update save edit delete create sync conflict chart filter search drag notification reminder upload download message chat cache'
      .split(' ')
      .join('|')})s?\\b`,
    'i',
  ),
);

/** Code-level detail: `code`, camelCase or snake_case names, calls(), paths, file names, SQL keywords. */
export const CODE_DETAIL_PATTERN =
  /`[^`\n]+`|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Za-z_]\w*\(\)|\b[a-z]+_[a-z_]+\b|\/[a-z0-9_-]+\/[:{]?[a-z0-9_{}:-]+|\b[\w-]+\.(?:js|ts|tsx|jsx|py|yml|yaml|json|sql|env|toml)\b|\b(?:SELECT|INSERT INTO|CREATE INDEX|WHERE|JOIN|GROUP BY|ORDER BY)\b/;

/** A largest-dataset answer's size in items ('2 million rows' -> 2000000, '50k' -> 50000), or null. */
export function parseQuantity(text: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million|mn|lakhs?|b|billion)?\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  const scale: Record<string, number> = {
    k: 1e3,
    thousand: 1e3,
    m: 1e6,
    million: 1e6,
    mn: 1e6,
    lakh: 1e5,
    lakhs: 1e5,
    b: 1e9,
    billion: 1e9,
  };
  return value * (scale[(match[2] ?? '').toLowerCase()] ?? 1);
}

// ---------------------------------------------------------------------------------------------
// Placeholders

const PLACEHOLDER_ANSWERS = new Set([
  'na',
  'n a',
  'none',
  'nothing',
  'nil',
  'null',
  'no',
  'nope',
  'idk',
  'i dont know',
  'i don t know',
  'dont know',
  'don t know',
  'not sure',
  'no idea',
  'tbd',
  'todo',
  'test',
  'testing',
  'asdf',
  'qwerty',
  'abc',
  'xyz',
  'xxx',
  'same',
  'same as above',
  'see above',
  'as above',
  'ok',
  'yes',
  'whatever',
  'something',
  'skip',
  'nothing much',
]);

const normalizeAnswer = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether an answer is a placeholder: a stock non-answer ('n/a', 'idk', 'same as above'),
 * lorem ipsum anywhere, keyboard mashing ('asdf', 'qwerty', 'jkjkjk'), or one repeated character.
 */
export function isPlaceholderAnswer(text: string): boolean {
  const normalized = normalizeAnswer(text);
  if (normalized === '') return text.trim() !== '';
  if (PLACEHOLDER_ANSWERS.has(normalized)) return true;
  if (/\blorem ipsum\b/.test(normalized)) return true;
  const words = normalized.split(' ');
  if (
    words.length <= 4 &&
    words.every((word) =>
      /^(?:asdf\w*|qwer\w*|zxcv\w*|hjkl\w*|jkl\w*|sdfg\w*|ghjk\w*|(\w{1,3})\1{2,}|(\w)\2{3,})$/.test(word),
    )
  ) {
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary of each section

/** Frontend frameworks, libraries, browser APIs and techniques. */
export const FRONTEND_TERMS: readonly Term[] = [
  term('React', 'ReactJS', 'React.js'),
  term('Vue', 'Vue.js', 'VueJS', 'Vue 3'),
  term('Angular', 'AngularJS'),
  term('Svelte', 'SvelteKit'),
  term('Next.js', 'NextJS', 'Next 13', 'Next 14', 'App Router'),
  term('Nuxt', 'Nuxt.js'),
  term('Gatsby'),
  term('React Native', 'Expo'),
  term('Flutter', 'Dart'),
  term('JavaScript', 'JS', 'vanilla JS', 'ES6'),
  term('TypeScript', 'TS'),
  term('jQuery'),
  term('HTML', 'HTML5'),
  term('CSS', 'CSS3', 'flexbox', 'CSS grid', 'media query', 'media queries'),
  term('Tailwind', 'Tailwind CSS', 'TailwindCSS'),
  term('Bootstrap'),
  term('Sass', 'SCSS'),
  term('Material UI', 'MUI', 'Chakra', 'Chakra UI', 'shadcn', 'Ant Design', 'styled-components'),
  term('component', 'components'),
  term('props', 'prop drilling'),
  term('hooks', 'hook', 'custom hook'),
  term('useState'),
  term('useEffect'),
  term('useMemo', 'useCallback', 'React.memo', 'memoization', 'memoize', 'memoized', 'memo'),
  term('useReducer', 'reducer', 'reducers'),
  term('useRef', 'ref'),
  term('Context API', 'React Context', 'useContext', 'context provider', 'Context'),
  term('Redux', 'Redux Toolkit', 'RTK', 'RTK Query'),
  term('Zustand'),
  term('MobX'),
  term('Pinia'),
  term('Vuex'),
  term('NgRx'),
  term('Recoil'),
  term('Jotai'),
  term('React Query', 'TanStack Query', 'TanStack', 'useQuery'),
  term('SWR'),
  term('Apollo', 'Apollo Client'),
  term('signals', 'signal'),
  term('virtual DOM'),
  term('DOM'),
  term('re-render', 're-renders', 'rerender', 'rerenders', 're-rendering', 'rerendering', 're-rendered'),
  term('lazy loading', 'lazy-loading', 'lazy load', 'lazy-load', 'React.lazy', 'Suspense'),
  term('code splitting', 'code-splitting', 'dynamic import'),
  term('debounce', 'debounced', 'debouncing'),
  term('throttle', 'throttled', 'throttling'),
  term('pagination', 'paginate', 'paginated', 'infinite scroll', 'load more'),
  term('virtualization', 'virtualized', 'virtual list', 'windowing', 'react-window', 'react-virtualized'),
  term('Lighthouse', 'Core Web Vitals', 'LCP', 'CLS', 'INP', 'TTI', 'first contentful paint'),
  term('bundle', 'bundle size', 'tree shaking', 'tree-shaking'),
  term('Webpack'),
  term('Vite'),
  term('responsive', 'mobile-first', 'breakpoints'),
  term('accessibility', 'a11y', 'ARIA', 'screen reader'),
  term('SSR', 'server-side rendering', 'server side rendering', 'SSG', 'static generation', 'ISR'),
  term('hydration', 'hydrate'),
  term('React Router', 'routing', 'router', 'Vue Router'),
  term('React Hook Form', 'Formik', 'form validation', 'controlled input', 'controlled inputs', 'controlled component'),
  term('DevTools', 'Chrome DevTools', 'React DevTools', 'Profiler', 'Performance tab'),
  term('optimistic update', 'optimistic updates', 'optimistic UI'),
  term('WebSocket', 'WebSockets', 'Socket.IO', 'socket.io'),
  term('fetch', 'axios'),
  term('localStorage', 'sessionStorage', 'IndexedDB'),
  term('Jest', 'Vitest', 'React Testing Library', 'Testing Library', 'Cypress', 'Playwright', 'Storybook'),
  term('event listener', 'event listeners', 'event handler', 'addEventListener'),
  term('Figma'),
  term('Riverpod', 'Provider', 'BLoC', 'GetX'),
  term('RxJS', 'Observable', 'Observables', 'BehaviorSubject', 'subscribe', 'async pipe'),
  term('reactive forms', 'FormGroup', 'FormArray', 'FormControl', 'template-driven forms'),
  term('change detection', 'OnPush', 'trackBy', 'ngFor', 'zone.js'),
  term('dependency injection', 'injectable service', 'Angular service', 'services'),
  term('computed', 'computed property', 'computed properties', 'watch', 'watcher', 'watchers'),
  term(
    'Composition API',
    'Options API',
    'composable',
    'composables',
    'v-model',
    'v-for',
    'single-file component',
    'single-file components',
  ),
  term('Svelte stores', 'writable store', 'writable stores', 'derived store', 'derived stores', 'stores'),
  term(
    'widget',
    'widgets',
    'StatefulWidget',
    'StatelessWidget',
    'setState',
    'ListView',
    'ListView.builder',
    'hot reload',
  ),
  term('Web Worker', 'Web Workers', 'worker thread', 'requestAnimationFrame'),
  term('time zone', 'timezone', 'Intl.DateTimeFormat', 'date-fns', 'Luxon', 'Day.js', 'Moment'),
  term('fps', 'frame rate', '60 fps', 'main thread'),
  term('state', 'global state', 'local state', 'shared state', 'derived state'),
];

/** Backend frameworks, protocols, security and concurrency ideas. */
export const BACKEND_TERMS: readonly Term[] = [
  term('Node.js', 'NodeJS', 'Node'),
  term('Express', 'Express.js', 'ExpressJS'),
  term('NestJS', 'Nest.js'),
  term('Fastify'),
  term('Koa'),
  term('Hono'),
  term('Django', 'Django REST Framework', 'DRF'),
  term('Flask'),
  term('FastAPI'),
  term('Spring Boot', 'Spring'),
  term('Laravel'),
  term('Ruby on Rails', 'Rails'),
  term('Golang', 'Gin', 'Go Fiber'),
  term('ASP.NET', '.NET', 'C#'),
  term('PHP'),
  term('Python'),
  term('Java'),
  term('Cloud Functions', 'Firebase Functions', 'Lambda', 'serverless'),
  term('Supabase'),
  termPattern('REST', /\bREST(?:ful)?\b|\bRESTful\b/),
  term('GraphQL', 'resolver', 'resolvers'),
  term('gRPC'),
  term('endpoint', 'endpoints'),
  term('route', 'routes', 'route handler'),
  term('controller', 'controllers'),
  term('middleware', 'middlewares'),
  term('JWT', 'JWTs', 'JSON Web Token', 'JSON Web Tokens'),
  term('OAuth', 'OAuth2', 'OAuth 2.0', 'OpenID', 'Google sign-in', 'Google login'),
  term('session', 'sessions', 'express-session'),
  term('cookie', 'cookies', 'httpOnly', 'HttpOnly', 'SameSite'),
  term('bcrypt', 'bcryptjs', 'argon2', 'scrypt', 'PBKDF2'),
  term('hashing', 'hash', 'hashed', 'hashes', 'salt', 'salted'),
  term('access token', 'refresh token', 'refresh tokens', 'access tokens', 'bearer token', 'token', 'tokens'),
  term('CORS'),
  term('CSRF', 'XSS', 'SQL injection'),
  term('rate limiting', 'rate limit', 'rate-limit', 'rate limiter', 'express-rate-limit'),
  term('validation', 'validate', 'validated', 'Joi', 'Zod', 'express-validator', 'Pydantic', 'class-validator'),
  termPattern(
    'HTTP status code',
    /\b(?:status(?: code)?\s*)?(?:200|201|204|400|401|403|404|409|422|429|500|502|503)\b/,
  ),
  termPattern('HTTP method', /\b(?:GET|POST|PUT|PATCH|DELETE)\b/),
  term('race condition', 'race conditions'),
  term('lock', 'locking', 'locks', 'mutex', 'row lock', 'SELECT FOR UPDATE', 'FOR UPDATE'),
  term('optimistic locking', 'optimistic concurrency', 'version column', 'version number'),
  term('queue', 'queues', 'BullMQ', 'Bull', 'RabbitMQ', 'Kafka', 'SQS', 'Celery', 'job queue'),
  term('idempotent', 'idempotency', 'idempotency key'),
  term('retry', 'retries', 'backoff', 'exponential backoff'),
  term('webhook', 'webhooks'),
  term('cron', 'cron job', 'scheduled job'),
  term('Passport', 'Passport.js'),
  term('Firebase Auth', 'Firebase Authentication', 'Auth0', 'Clerk', 'Cognito', 'NextAuth', 'Auth.js', 'Supabase Auth'),
  term('authorization', 'RBAC', 'role-based', 'roles', 'role', 'permissions'),
  term('request body', 'req.body', 'payload', 'query params', 'query parameters', 'path params'),
  term('JSON'),
  term('API', 'APIs'),
  term('async', 'await', 'promise', 'promises'),
  term('error handling', 'try/catch', 'try-catch', 'error middleware'),
  term('logging', 'logger', 'Winston', 'Morgan', 'pino'),
  term('Multer', 'file upload', 'file uploads', 'Cloudinary'),
  term('Stripe', 'PayPal', 'Razorpay', 'payment gateway'),
  term('caching', 'cache', 'cached', 'Redis'),
  term('transaction', 'transactions'),
  term('ORM', 'Prisma', 'Sequelize', 'Mongoose', 'TypeORM', 'SQLAlchemy', 'Drizzle', 'Hibernate', 'Eloquent'),
  term('unique constraint', 'unique index'),
  term('atomic', 'atomically', 'atomicity'),
  term('WebSocket', 'WebSockets', 'Socket.IO', 'socket.io'),
];

/** Databases, modelling, querying and transactions. */
export const DATABASE_TERMS: readonly Term[] = [
  term('MySQL'),
  term('PostgreSQL', 'Postgres', 'psql'),
  term('MongoDB', 'Mongo', 'Atlas'),
  term('SQLite'),
  term('Redis'),
  term('Firestore', 'Firebase Firestore', 'Firebase Realtime Database'),
  term('DynamoDB'),
  term('Cassandra'),
  term('Oracle'),
  term('SQL Server', 'MSSQL'),
  term('MariaDB'),
  term('Supabase'),
  term('SQL'),
  term('NoSQL'),
  term('table', 'tables'),
  term('column', 'columns'),
  term('primary key', 'primary keys', 'PK'),
  term('foreign key', 'foreign keys', 'FK', 'references', 'REFERENCES'),
  term('index', 'indexes', 'indices', 'indexed', 'indexing', 'composite index', 'compound index'),
  termPattern('unique constraint', /\bunique (?:constraint|index|key)s?\b|\bUNIQUE\b/i),
  term('constraint', 'constraints', 'NOT NULL', 'CHECK constraint'),
  term('join', 'joins', 'JOIN', 'inner join', 'left join'),
  term(
    'normalization',
    'normalize',
    'normalized',
    'normalise',
    'normalised',
    'normal form',
    '1NF',
    '2NF',
    '3NF',
    'BCNF',
  ),
  term('denormalization', 'denormalize', 'denormalized', 'denormalise', 'denormalised'),
  term('redundancy', 'redundant', 'duplication', 'duplicated data'),
  term('anomaly', 'anomalies', 'update anomaly', 'insert anomaly', 'delete anomaly'),
  term('schema', 'schemas'),
  term('query', 'queries'),
  term('EXPLAIN', 'EXPLAIN ANALYZE', 'query plan', 'execution plan'),
  term('N+1', 'N+1 query', 'N+1 queries'),
  term('full table scan', 'full scan', 'sequential scan', 'seq scan', 'COLLSCAN'),
  term('ORM', 'Prisma', 'Sequelize', 'Mongoose', 'TypeORM', 'SQLAlchemy', 'Knex', 'Drizzle', 'Hibernate'),
  term('transaction', 'transactions', 'BEGIN', 'START TRANSACTION'),
  term('ACID'),
  term('atomic', 'atomicity', 'atomically'),
  term('rollback', 'roll back', 'rolled back', 'ROLLBACK'),
  term('commit', 'COMMIT', 'committed'),
  term('isolation', 'isolation level', 'serializable', 'read committed'),
  term('deadlock', 'deadlocks'),
  term('migration', 'migrations'),
  term('one-to-many', 'many-to-many', 'one-to-one', '1:N', 'M:N', '1-to-many'),
  term('junction table', 'join table', 'pivot table', 'bridge table', 'association table'),
  term('collection', 'collections', 'subcollection', 'subcollections'),
  term('document', 'documents', 'embedded document', 'embed', 'embedded'),
  term('aggregation', 'aggregate', 'aggregation pipeline', 'GROUP BY', '$lookup'),
  term('replication', 'replica', 'read replica'),
  term('sharding', 'shard', 'partitioning', 'partition'),
  term('pagination', 'LIMIT', 'OFFSET', 'cursor'),
  term('SELECT', 'WHERE', 'ORDER BY'),
  term('cascade', 'ON DELETE', 'ON DELETE CASCADE'),
  term('data type', 'data types', 'VARCHAR', 'TIMESTAMP', 'ENUM', 'DECIMAL', 'UUID', 'ObjectId'),
  term('cache', 'caching', 'cached'),
];

/** Version control, CI/CD, hosting and observability. */
export const DEVOPS_TERMS: readonly Term[] = [
  term('Git'),
  term('GitHub'),
  term('GitLab'),
  term('Bitbucket'),
  term('branch', 'branches', 'branching', 'feature branch', 'feature branches'),
  termPattern(
    'main branch',
    /\b(?:main|master|develop|dev|staging|release)\b(?= branch|\/|\s*->|\s*→)|\bfeature\/|\bhotfix\//i,
  ),
  term('GitFlow', 'Git Flow', 'trunk-based', 'trunk based'),
  term('pull request', 'pull requests', 'PR', 'PRs', 'merge request', 'MR'),
  term('code review', 'reviewed', 'reviewer', 'review'),
  term('merge', 'merged', 'merging'),
  term('rebase', 'rebased', 'rebasing'),
  term('merge conflict', 'conflict', 'conflicts', 'conflict markers'),
  term('cherry-pick', 'squash', 'squashed', 'stash'),
  term('commit', 'commits', 'committed'),
  term('GitHub Actions', 'workflow', 'workflows', 'YAML', 'yml'),
  term(
    'CI/CD',
    'CI',
    'CD',
    'continuous integration',
    'continuous deployment',
    'continuous delivery',
    'pipeline',
    'pipelines',
  ),
  term('Jenkins', 'CircleCI', 'Travis', 'GitLab CI'),
  term('Docker', 'Dockerfile', 'container', 'containers', 'docker-compose', 'Docker Compose'),
  term('Kubernetes', 'k8s'),
  term('Vercel'),
  term('Netlify'),
  termPattern('Render', /\bRender(?:\.com)?\b/),
  term('Railway'),
  term('Heroku'),
  term('Fly.io'),
  term('AWS', 'Amazon Web Services'),
  term('EC2'),
  term('S3'),
  term('Lambda'),
  term('ECS', 'Fargate', 'ECR'),
  term('RDS'),
  term('CloudFront', 'CDN', 'Cloudflare'),
  term('Elastic Beanstalk', 'Amplify', 'Lightsail'),
  term('Route 53', 'DNS', 'custom domain'),
  term('GCP', 'Google Cloud', 'Cloud Run', 'App Engine', 'Compute Engine'),
  term('Firebase Hosting', 'Firebase'),
  term('Azure', 'App Service'),
  term('DigitalOcean', 'Droplet'),
  term('Nginx', 'Apache', 'reverse proxy'),
  term('PM2', 'systemd'),
  term('environment variable', 'environment variables', 'env var', 'env vars', '.env', 'secrets', 'secret'),
  term('SSL', 'HTTPS', 'TLS', 'certificate', "Let's Encrypt", 'Certbot'),
  term('build', 'builds', 'build step', 'npm run build', 'build command'),
  term('deploy', 'deployed', 'deployment', 'deployments', 'redeploy', 'redeployed'),
  term('rollback', 'roll back', 'rolled back', 'revert', 'reverted', 'previous deployment'),
  term('logs', 'log', 'logging', 'log group', 'log stream'),
  term('monitoring', 'monitor', 'observability', 'dashboards', 'dashboard'),
  term('Sentry'),
  term('Datadog'),
  term('Grafana'),
  term('Prometheus'),
  term('New Relic'),
  term('CloudWatch'),
  term('UptimeRobot', 'Uptime Kuma', 'uptime'),
  term('LogRocket', 'PostHog', 'Google Analytics'),
  term('health check', 'health checks', 'healthcheck'),
  term('staging', 'production', 'prod', 'preview deployment', 'preview deployments'),
  term('lint', 'linting', 'ESLint', 'Prettier'),
  term('tests', 'unit tests', 'test suite', 'npm test', 'Jest', 'Vitest'),
  term('alert', 'alerts', 'alerting', 'PagerDuty'),
  term('stack trace', 'stack traces', 'request id', 'correlation id'),
  term('port', 'PORT'),
  term('Node version', 'node version', 'nvm'),
];

/** AI assistants, coding agents, and the ideas of building on language models. */
export const AI_TERMS: readonly Term[] = [
  term('ChatGPT'),
  term('GPT', 'GPT-4', 'GPT-4o', 'GPT-3.5', 'GPT-4.1', 'GPT-5', 'o1', 'o3'),
  term('Claude', 'Claude Code', 'Sonnet', 'Opus'),
  term('Copilot', 'GitHub Copilot', 'Copilot Chat'),
  term('Cursor'),
  term('Gemini', 'Bard'),
  term('Codeium', 'Windsurf'),
  term('Tabnine'),
  term('Aider'),
  term('Devin'),
  term('Codex'),
  term('Perplexity'),
  term('v0', 'Bolt', 'Lovable', 'Replit Agent', 'Replit'),
  term('DeepSeek', 'Llama', 'Mistral', 'Ollama'),
  term('OpenAI', 'OpenAI API'),
  term('Anthropic', 'Anthropic API'),
  term('Hugging Face', 'HuggingFace'),
  term('LangChain', 'LlamaIndex', 'Vercel AI SDK', 'AI SDK'),
  term('LLM', 'LLMs', 'language model', 'large language model'),
  term('prompt', 'prompts', 'prompting', 'system prompt', 'prompt engineering'),
  term('tokens', 'token limit', 'token usage'),
  term('context window', 'context'),
  term('embeddings', 'embedding', 'vector', 'vectors', 'vector database', 'Pinecone', 'pgvector', 'Chroma'),
  term('RAG', 'retrieval', 'retrieval-augmented'),
  term('hallucination', 'hallucinated', 'hallucinate', 'hallucinates', 'made up'),
  term('agent', 'agents', 'agentic', 'coding agent', 'coding agents', 'autonomous'),
  term('tool calling', 'function calling', 'tool use', 'tools', 'MCP'),
  term('stack trace', 'error message', 'traceback'),
  term('verify', 'verified', 'double-check', 'double-checked', 'cross-check', 'cross-checked', 'validated'),
  term('tests', 'unit test', 'unit tests', 'test'),
  term('documentation', 'docs', 'official docs'),
  term('review', 'reviewed', 'reviewing'),
  term('streaming', 'stream', 'streamed', 'server-sent events', 'SSE'),
  term('temperature', 'fine-tune', 'fine-tuning', 'few-shot'),
  term('API key', 'API keys'),
  term('structured output', 'JSON mode', 'JSON schema'),
  term('rate limit', 'rate limits', 'rate limiting'),
  term('cost', 'costs', 'pricing'),
];

/** How engineers find and handle bugs and failures. */
export const DEBUGGING_TERMS: readonly Term[] = [
  term('reproduce', 'reproduced', 'reproducible', 'repro', 'reproducing'),
  term('isolate', 'isolated', 'isolating', 'narrowed down', 'narrow down'),
  term('breakpoint', 'breakpoints', 'debugger', 'step through', 'stepped through'),
  term('console.log', 'print statements', 'print statement', 'logging', 'logs'),
  term('stack trace', 'stack traces', 'traceback', 'error message'),
  term('git bisect', 'bisect', 'bisected'),
  term('root cause', 'root-cause'),
  term('hypothesis', 'hypotheses'),
  term('minimal example', 'minimal reproduction', 'smallest case'),
  term('unit test', 'unit tests', 'test case', 'test cases', 'regression test', 'regression tests', 'regression'),
  term('DevTools', 'Network tab', 'Chrome DevTools'),
  term('postmortem', 'post-mortem', 'retrospective', 'retro'),
  term('hotfix', 'hot fix', 'rollback', 'rolled back', 'revert', 'reverted'),
  term('monitoring', 'alert', 'alerts', 'Sentry', 'error tracking'),
  term('user reported', 'users reported', 'bug report', 'complaints', 'support ticket'),
  term('deadline', 'deadlines', 'demo', 'submission'),
  term('production', 'prod', 'live site', 'staging'),
  term('documentation', 'docs', 'Stack Overflow', 'GitHub issues', 'GitHub issue'),
  term('code review', 'pair programming', 'teammate', 'teammates', 'mentor', 'senior'),
];

/** University subjects of a computing degree. */
export const COURSEWORK_TERMS: readonly Term[] = [
  term('Data Structures', 'DSA', 'data structures and algorithms'),
  term('Algorithms', 'algorithm design', 'design and analysis of algorithms', 'DAA'),
  term('Operating Systems', 'OS'),
  term('DBMS', 'Database Management Systems', 'Database Systems', 'Databases'),
  term('Computer Networks', 'Networking', 'CN'),
  term('Object-Oriented Programming', 'OOP', 'OOPs', 'object oriented programming'),
  term('Software Engineering'),
  term('Discrete Mathematics', 'Discrete Math', 'Discrete Structures'),
  term('Compiler Design', 'Compilers'),
  term('Theory of Computation', 'TOC', 'Automata'),
  term('Computer Architecture', 'Computer Organization', 'COA'),
  term('Web Development', 'Web Technologies', 'Web Programming', 'full-stack'),
  term('Machine Learning', 'ML', 'Artificial Intelligence', 'AI', 'Deep Learning'),
  term('Cloud Computing', 'Distributed Systems'),
  term('Cryptography', 'Information Security', 'Cyber Security', 'Cybersecurity', 'Network Security'),
  term('Linear Algebra', 'Probability', 'Statistics', 'Calculus'),
  term('Python', 'Java', 'C++', 'JavaScript'),
  term('mini project', 'mini-project', 'capstone', 'lab', 'labs', 'course project'),
  term('hackathon', 'hackathons'),
  term('internship'),
  term('elective', 'electives'),
  term('Human-Computer Interaction', 'HCI', 'UI/UX'),
  term('Mobile Application Development', 'Android', 'iOS'),
];

/** Every technical term of the form's sections, for questions that may touch any of them. */
export const ALL_TECH_TERMS: readonly Term[] = [
  ...FRONTEND_TERMS,
  ...BACKEND_TERMS,
  ...DATABASE_TERMS,
  ...DEVOPS_TERMS,
  ...AI_TERMS,
  ...DEBUGGING_TERMS,
];
