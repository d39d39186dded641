// The built-in assessor: a deterministic, offline rubric. Each section has a table of the answers
// it reads (with what a good answer to each shows) and of checks across answers; every point
// earned or lost comes with the quote that earned or cost it.
//
// An answer earns points for being a real answer, for detail, for naming the section's tools and
// ideas, and for what its question calls for (numbers, a cause, a fix, reasons). Checks reward
// consistency between answers (the strongest framework is one of those listed; the deployment
// platform appears in the deployment story). Red flags cost points: placeholders, one-line
// answers to long questions, answers copied between fields, answers with none of the section's
// vocabulary. Adding a concrete detail to an answer never lowers a score: every feature only
// counts upwards with more text, and the maximum a section is scored against is fixed.
import {
  ASSESSMENT_LIMITS,
  finishAssessment,
  internshipReadinessFor,
  roundToTenth,
  type AssessmentEvidence,
  type AssessmentResult,
  type ModelAssessment,
  type SectionAnalysis,
} from './assessment';
import {
  isBlankProject,
  SCREENING_FIELD_SPECS,
  withoutHiddenFields,
  type ScreeningFormValues,
  type ScreeningProject,
} from './form';
import {
  PASS_THRESHOLD,
  SCREENING_FIELD_NAMES,
  SCREENING_SECTION_KEYS,
  SECTION_REQUIRED_FIELDS,
  SECTION_TITLES,
  SECTION_WEIGHTS,
  type ScreeningFieldName,
  type ScreeningSectionKey,
} from './sections';
import {
  AI_TERMS,
  ALL_TECH_TERMS,
  BACKEND_TERMS,
  CAUSE_PATTERN,
  CODE_DETAIL_PATTERN,
  COURSEWORK_TERMS,
  DATABASE_TERMS,
  DEBUGGING_TERMS,
  DEVOPS_TERMS,
  FIX_PATTERN,
  findPattern,
  findTerms,
  FRONTEND_TERMS,
  isPlaceholderAnswer,
  METRIC_PATTERN,
  parseQuantity,
  REASONING_PATTERN,
  SOFTWARE_WORDS,
  term,
  termPattern,
  type Term,
  type TermMatch,
} from './vocabulary';

/** The rubric's version, recorded in each result's metadata. */
export const RUBRIC_VERSION = 'rubric-2026.11';

/** The metadata model name of the built-in assessor. */
export const RUBRIC_MODEL = 'rubric';

/** Quotes are at most this long. */
export const MAX_QUOTE_LENGTH = 120;

/** Points of an answer (see answerMax): the answer counts from 4 words, detail from 20 and 45 words. */
const POINTS = {
  answered: 1,
  detail: 0.5,
  perTerm: 0.5,
  termsCap: 2,
  expectation: 1,
  /** A number or code-level detail the question did not ask for. */
  bonus: 0.5,
} as const;

const WORDS = { answered: 4, oneLine: 8, some: 20, full: 45 } as const;

/** Optional follow-ups (shown by a checkbox, or "if any" questions) count at this share, on top. */
const EXTRA_FACTOR = 0.5;

/** Red flags, in points off the section's 0-10 score (at most MAX_PENALTY per section). */
const PENALTY = { placeholder: 1.5, copied: 1.0, offTopic: 1.0, oneLine: 0.5 } as const;
const MAX_PENALTY = 5;

/** A pasted answer with fewer new word 3-grams than this (about six words) is still a copy. */
const COPY_MAX_ADDED_GRAMS = 6;

/** Evidence kept per list, best first. */
const EVIDENCE_PER_LIST = 8;

type Expectation = 'metric' | 'cause' | 'fix' | 'reasoning';

const EXPECTATION_PATTERNS: Record<Expectation, RegExp> = {
  metric: METRIC_PATTERN,
  cause: CAUSE_PATTERN,
  fix: FIX_PATTERN,
  reasoning: REASONING_PATTERN,
};

type ProjectAnswerKey = 'hardest_bug' | 'improvements';

/** One question a section reads, and what a good answer to it shows. */
interface AnswerItem {
  field: ScreeningFieldName | { project: ProjectAnswerKey };
  /** What the question calls for beyond detail and named tools. */
  expects: readonly Expectation[];
  /** The question's own key ideas, counted with the section's vocabulary. */
  concepts?: readonly Term[];
  /** Optional follow-ups: add EXTRA_FACTOR of their points without raising the section's maximum. */
  extra?: boolean;
}

/** The outcome of a check: how much of it was met (0-1), and the quote and reason behind it. */
interface CheckOutcome {
  fraction: number;
  field: string;
  quote: string;
  reason: string;
}

/** A check across answers (consistency, completeness) worth `points`. */
interface CheckItem {
  id: string;
  points: number;
  extra?: boolean;
  evaluate: (ctx: RubricContext) => CheckOutcome;
}

/** A section's rubric: its vocabulary, the answers it reads, and its checks. */
interface SectionRubric {
  vocabulary: readonly Term[];
  answers: readonly AnswerItem[];
  checks: readonly CheckItem[];
}

// ---------------------------------------------------------------------------------------------
// Reading the form

/** A quote of `text` of at most MAX_QUOTE_LENGTH characters: the sentence around `index`, verbatim. */
export function excerpt(text: string, index = 0): string {
  if (text.length <= MAX_QUOTE_LENGTH) return text.trim();
  // A sentence ends at . ! or ? followed by white space (not inside req.body), or at a line break.
  const endsSentence = (i: number) => text[i] === '\n' || (/[.!?]/.test(text[i]!) && /\s/.test(text[i + 1] ?? ' '));
  let start = index;
  while (start > 0 && !endsSentence(start - 1)) start--;
  let end = index;
  while (end < text.length && !endsSentence(end)) end++;
  if (end < text.length && text[end] !== '\n') end++;
  if (end - start > MAX_QUOTE_LENGTH) {
    start = Math.max(start, index - 30);
    if (start > 0) {
      const space = text.indexOf(' ', start);
      if (space !== -1 && space < index) start = space + 1;
    }
    end = Math.min(end, start + MAX_QUOTE_LENGTH);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start + MAX_QUOTE_LENGTH / 2) end = space;
  }
  return text.slice(start, end).trim();
}

const wordCount = (text: string) => (text.match(/[A-Za-z0-9][\w'.+#/-]*/g) ?? []).length;

/** Word 3-grams of a text, for spotting copied answers. */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) result.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return result;
}

/**
 * Whether two answers are copies: word 3-grams that mostly coincide (Jaccard 0.6 or more), or
 * one answer pasted into the other with a few words added ('There was a problem with the
 * website.' / '... and I fixed it.'). An answer that restates another and then explains at
 * length is not a copy.
 */
function isCopy(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 2 || b.size < 2) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared++;
  if (shared / (small.size + large.size - shared) >= 0.6) return true;
  return shared / small.size >= 0.8 && large.size - shared < COPY_MAX_ADDED_GRAMS;
}

/** The form as the rubric reads it: hidden fields dropped, answers addressable by name. */
class RubricContext {
  readonly values: ScreeningFormValues;
  readonly projects: ScreeningProject[];
  /** Long answers that repeat an earlier one: the later answer's field -> the earlier one's. */
  readonly copies = new Map<string, string>();

  constructor(form: ScreeningFormValues) {
    this.values = withoutHiddenFields(form);
    this.projects = (Array.isArray(form.top_projects) ? form.top_projects : []).filter(
      (project) => !isBlankProject(project),
    );
    this.findCopies();
  }

  /** A text field's answer, trimmed ('' when hidden, blank or not text). */
  text(field: string): string {
    const project = /^top_projects\[(\d+)\]\.(\w+)$/.exec(field);
    const value = project
      ? (this.projects[Number(project[1])] as unknown as Record<string, unknown> | undefined)?.[project[2]!]
      : (this.values as unknown as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim() : '';
  }

  /** A list field's entries, trimmed, blanks dropped. */
  list(field: ScreeningFieldName): string[] {
    const value = (this.values as unknown as Record<string, unknown>)[field];
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((e) => e.trim())
      : [];
  }

  /** The earliest of some terms in some fields, with its field. */
  find(fields: readonly string[], terms: readonly Term[]): (TermMatch & { field: string }) | null {
    for (const field of fields) {
      const [first] = findTerms(this.text(field), terms);
      if (first) return { ...first, field };
    }
    return null;
  }

  /** Every long answer in form order (project answers where the projects are). */
  longAnswerFields(): string[] {
    return SCREENING_FIELD_NAMES.flatMap((field) =>
      field === 'top_projects'
        ? this.projects.flatMap((_, i) => [`top_projects[${i}].hardest_bug`, `top_projects[${i}].improvements`])
        : SCREENING_FIELD_SPECS[field].kind === 'long'
          ? [field]
          : [],
    );
  }

  private findCopies() {
    const seen: { field: string; grams: Set<string>; normalized: string }[] = [];
    for (const field of this.longAnswerFields()) {
      const text = this.text(field);
      if (wordCount(text) < WORDS.answered) continue;
      const normalized = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      const grams = shingles(text);
      const original = seen.find((other) => other.normalized === normalized || isCopy(grams, other.grams));
      if (original) this.copies.set(field, original.field);
      else seen.push({ field, grams, normalized });
    }
  }
}

/** The label of an answer field ('Hardest bug (project 1)' for a project's). */
function answerLabel(field: string): string {
  const project = /^top_projects\[(\d+)\]\.(\w+)$/.exec(field);
  if (project)
    return `${project[2] === 'hardest_bug' ? 'Hardest bug' : 'Improvements'} (project ${Number(project[1]) + 1})`;
  return SCREENING_FIELD_SPECS[field as ScreeningFieldName]?.label ?? field;
}

const listText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** A term matching any significant word of a free-text name ('AWS (EC2)' -> AWS, EC2). */
function wordsOf(text: string): Term | null {
  const stop = new Set(['and', 'the', 'with', 'using', 'for', 'via', 'plus', 'other', 'app', 'apps']);
  const words = (text.match(/[A-Za-z0-9][A-Za-z0-9.+#-]*/g) ?? [])
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => word.length >= 2 && !stop.has(word.toLowerCase()));
  return words.length ? term(words[0]!, ...words.slice(1)) : null;
}

// ---------------------------------------------------------------------------------------------
// Scoring an answer

/** The most an answer can earn: a real answer, detail, named tools, and what its question calls for. */
function answerMax(item: AnswerItem): number {
  return POINTS.answered + 2 * POINTS.detail + POINTS.termsCap + item.expects.length * POINTS.expectation;
}

interface AnswerOutcome {
  field: string;
  text: string;
  status: 'blank' | 'placeholder' | 'copy' | 'answered';
  earned: number;
  max: number;
  words: number;
  terms: TermMatch[];
  found: Partial<Record<Expectation | 'code', TermMatch>>;
  missing: Expectation[];
}

function scoreAnswer(ctx: RubricContext, field: string, item: AnswerItem, vocabulary: readonly Term[]): AnswerOutcome {
  const text = ctx.text(field);
  const max = answerMax(item);
  const base = { field, text, max, words: wordCount(text), terms: [], found: {}, missing: [...item.expects] };
  if (text === '') return { ...base, status: 'blank', earned: 0 };
  if (isPlaceholderAnswer(text)) return { ...base, status: 'placeholder', earned: 0 };
  if (ctx.copies.has(field)) return { ...base, status: 'copy', earned: 0 };

  const terms = findTerms(text, item.concepts ? [...item.concepts, ...vocabulary] : vocabulary);
  const found: AnswerOutcome['found'] = {};
  for (const kind of ['metric', 'cause', 'fix', 'reasoning'] as const) {
    const match = findPattern(text, kind, EXPECTATION_PATTERNS[kind]);
    if (match) found[kind] = match;
  }
  const code = findPattern(text, 'code', CODE_DETAIL_PATTERN);
  if (code) found.code = code;

  const words = base.words;
  let earned = words >= WORDS.answered ? POINTS.answered : POINTS.answered / 2;
  if (words >= WORDS.some) earned += POINTS.detail;
  if (words >= WORDS.full) earned += POINTS.detail;
  earned += Math.min(POINTS.termsCap, terms.length * POINTS.perTerm);
  for (const kind of item.expects) if (found[kind]) earned += POINTS.expectation;
  if (found.metric && !item.expects.includes('metric')) earned += POINTS.bonus;
  if (found.code) earned += POINTS.bonus;

  return {
    ...base,
    status: 'answered',
    earned: Math.min(max, earned),
    terms,
    found,
    missing: item.expects.filter((kind) => !found[kind]),
  };
}

const EXPECTATION_TEXT: Record<Expectation, { has: string; lacks: string }> = {
  metric: { has: 'gives numbers', lacks: 'no numbers' },
  cause: { has: 'explains the cause', lacks: 'no cause given' },
  fix: { has: 'says what was done about it', lacks: 'no fix described' },
  reasoning: { has: 'gives reasons', lacks: 'no reasons given' },
};

/** The words of a text that matched some terms, as written, without repeats. */
function matchedWords(text: string, matches: readonly TermMatch[]): string[] {
  const words = matches.map((m) => text.slice(m.index, m.index + m.length));
  return words.filter((word, i) => words.findIndex((w) => w.toLowerCase() === word.toLowerCase()) === i);
}

function strengthReason(outcome: AnswerOutcome): string {
  const parts: string[] = [];
  if (outcome.terms.length) parts.push(`names ${listText(matchedWords(outcome.text, outcome.terms).slice(0, 4))}`);
  if (outcome.found.metric) {
    const { index, length } = outcome.found.metric;
    parts.push(`gives numbers (${outcome.text.slice(index, index + length).trim()})`);
  }
  for (const kind of ['cause', 'fix', 'reasoning'] as const) {
    if (outcome.found[kind]) parts.push(EXPECTATION_TEXT[kind].has);
  }
  if (outcome.found.code) parts.push('code-level detail');
  if (outcome.words >= WORDS.full) parts.push('in depth');
  const reason = parts.length ? parts.join('; ') : 'a relevant answer';
  return reason[0]!.toUpperCase() + reason.slice(1);
}

function concernReason(outcome: AnswerOutcome): string {
  const parts = outcome.missing.map((kind) => EXPECTATION_TEXT[kind].lacks);
  if (outcome.terms.length === 0) parts.unshift('no named technology or concept');
  if (outcome.words < WORDS.some) parts.push('brief');
  return `Thin answer: ${parts.join(', ') || 'little detail'}`;
}

/** Where to quote an answer from: its number, cause, first named tool or fix, else its start. */
function quoteIndex(outcome: AnswerOutcome): number {
  const candidates = [outcome.found.metric, outcome.found.cause, outcome.terms[0], outcome.found.fix];
  return candidates.find((match) => match !== undefined)?.index ?? 0;
}

/**
 * Whether an answer is off-topic: none of its section's vocabulary or its question's ideas, and
 * not even everyday software words (an answer about the wrong technology is thin, not off-topic).
 */
function isOffTopic(outcome: AnswerOutcome): boolean {
  return outcome.terms.length === 0 && findTerms(outcome.text, [SOFTWARE_WORDS]).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Checks

const check = (
  id: string,
  points: number,
  evaluate: (ctx: RubricContext) => CheckOutcome,
  extra = false,
): CheckItem => ({ id, points, evaluate, extra });

const outcome = (fraction: number, field: string, quote: string, reason: string): CheckOutcome => ({
  fraction,
  field,
  quote: excerpt(quote),
  reason,
});

/** The terms that find each frontend framework option in free text. */
const FRAMEWORK_MENTIONS: Record<string, Term> = {
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

/** State-management tools a state_management_method answer may name. */
const STATE_TOOLS: readonly Term[] = [
  term('Redux', 'Redux Toolkit', 'RTK'),
  term('Zustand'),
  term('MobX'),
  term('Pinia'),
  term('Vuex'),
  term('NgRx'),
  term('Recoil'),
  term('Jotai'),
  term('React Query', 'TanStack Query', 'useQuery'),
  term('SWR'),
  term('Apollo'),
  term('Context API', 'React Context', 'useContext', 'Context'),
  term('useReducer'),
  term('useState', 'lifting state', 'lift state', 'lifted state', 'state up', 'local state'),
  term('signals', 'signal'),
  term('Riverpod', 'Provider', 'BLoC', 'GetX'),
  term('services', 'RxJS', 'BehaviorSubject'),
  term('Svelte stores', 'stores', 'store', 'writable', 'derived store', 'derived stores'),
  term('Composition API', 'composable', 'composables', 'reactive'),
];

/** The terms of a vocabulary with these names. */
const named = (terms: readonly Term[], names: readonly string[]) => terms.filter((t) => names.includes(t.name));

const BACKEND_FRAMEWORKS = named(BACKEND_TERMS, [
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

const DEPLOY_PLATFORMS = named(DEVOPS_TERMS, [
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

const MONITORING_TOOLS = named(DEVOPS_TERMS, [
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

const AI_ASSISTANTS = named(AI_TERMS, [
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

const PIPELINE_STEPS: readonly Term[] = [
  term('install', 'npm ci', 'npm install', 'pip install', 'dependencies'),
  term('lint', 'linting', 'ESLint', 'Prettier', 'type check', 'typecheck', 'tsc'),
  term('test', 'tests', 'npm test', 'Jest', 'Vitest', 'pytest'),
  term('build', 'builds', 'npm run build', 'docker build'),
  term('deploy', 'deploys', 'deployed', 'deployment', 'push to', 'release'),
];

const HASHING_OR_PROVIDER: readonly Term[] = [
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

const TOKEN_HANDLING: readonly Term[] = [
  term('expiry', 'expires', 'expiration', 'expire', 'expired', 'TTL'),
  term('refresh token', 'refresh tokens', 'rotate', 'rotation'),
  term('httpOnly', 'HttpOnly', 'SameSite', 'secure cookie', 'secure cookies'),
  term('middleware', 'guard', 'protected route', 'protected routes', 'verify the token', 'verifies the token'),
  term('role', 'roles', 'RBAC', 'permissions', 'admin'),
];

const SCHEMA_KEYS: readonly Term[] = [
  term('primary key', 'primary keys', 'PK', 'id', 'UUID', 'ObjectId', 'auto-increment', 'auto increment', 'SERIAL'),
  termPattern('foreign key', /\bforeign keys?\b|\bFK\b|\breferences\b|\b[a-z]+_id\b|\b[a-z]+Id\b/i),
  term('one-to-many', 'many-to-many', 'one-to-one', '1:N', 'M:N', '1-to-many', 'belongs to', 'has many'),
  term('junction table', 'join table', 'pivot table', 'bridge table', 'association table'),
  term('index', 'indexes', 'indexed', 'composite index', 'compound index', 'unique index'),
  term('embedded', 'embed', 'subcollection', 'subcollections', 'reference', 'denormalized'),
];

const NORMALIZATION_IDEAS: readonly Term[] = [
  term('normal form', '1NF', '2NF', '3NF', 'BCNF', 'first normal form', 'second normal form', 'third normal form'),
  term('redundancy', 'redundant', 'duplication', 'duplicate', 'duplicated', 'repeated'),
  term('anomaly', 'anomalies', 'update anomaly', 'inconsistent', 'inconsistency', 'consistency'),
  term('denormalize', 'denormalized', 'denormalization', 'denormalise', 'denormalised'),
  term('join', 'joins', 'read performance', 'reads', 'writes', 'trade-off', 'tradeoff'),
];

const VERIFYING_AI: readonly Term[] = [
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

const AGENT_CONCEPTS: readonly Term[] = [
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
function projectMentions(ctx: RubricContext): Term[] {
  return ctx.projects.flatMap((project) => {
    const mentions: Term[] = [];
    if (project.name.trim().length >= 3) mentions.push(term(project.name.trim()));
    mentions.push(...findTerms(project.tech_stack, ALL_TECH_TERMS).map((m) => m.term));
    return mentions;
  });
}

// ---------------------------------------------------------------------------------------------
// The rubric of each section

/** A question's key idea, in the tables below (a term by another name). */
const c = term;

const RUBRIC: Record<ScreeningSectionKey, SectionRubric> = {
  personal: {
    vocabulary: COURSEWORK_TERMS,
    answers: [{ field: 'coursework_description', expects: [] }],
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
      check('frameworks_listed', 1, (ctx) => {
        const listed = ctx.list('frontend_frameworks');
        return outcome(
          listed.length >= 2 ? 1 : listed.length === 1 ? 0.5 : 0,
          'frontend_frameworks',
          listed[0] ?? '',
          listed.length ? `Has used ${listText(listed)}` : 'No frameworks listed',
        );
      }),
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
        const found = mention ? ctx.find(fields, [mention]) : null;
        return found
          ? outcome(1, found.field, excerpt(ctx.text(found.field), found.index), `Answers draw on ${strongest}`)
          : outcome(
              0,
              'strongest_frontend_framework',
              strongest,
              `No answer shows ${strongest || 'the strongest framework'} at work`,
            );
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
        const found = tools.length ? ctx.find(['complex_state_solution', 'complex_state_example'], tools) : null;
        return found
          ? outcome(
              1,
              found.field,
              excerpt(ctx.text(found.field), found.index),
              `Applies ${found.term.name} to the complex state`,
            )
          : outcome(
              0,
              'complex_state_solution',
              ctx.text('complex_state_solution'),
              'The complex-state answer does not use the state tool named',
            );
      }),
      check('dataset_quantified', 1, (ctx) => {
        const size = ctx.text('largest_dataset_size');
        const quantity = parseQuantity(size);
        if (quantity === null) return outcome(0, 'largest_dataset_size', size, 'Largest dataset size not quantified');
        return outcome(quantity >= 10_000 ? 1 : 0.5, 'largest_dataset_size', size, `Has handled ${size} in a UI`);
      }),
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
      { field: 'auth_system_bug', expects: ['cause'], extra: true },
      { field: 'auth_system_bug_fix', expects: ['fix'], extra: true },
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
      { field: 'concurrency_issue_description', expects: ['cause'], extra: true },
      { field: 'concurrency_issue_solution', expects: ['fix'], extra: true },
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
        const found = mention.length
          ? ctx.find(
              [
                'api_endpoint_example',
                'auth_system_description',
                'backend_framework_choice_reason',
                'api_endpoint_challenges',
              ],
              mention,
            )
          : null;
        return found
          ? outcome(1, found.field, excerpt(ctx.text(found.field), found.index), `Answers draw on ${framework}`)
          : outcome(0, 'backend_framework', framework, 'No answer shows the backend framework at work');
      }),
      check('endpoint_is_concrete', 2, (ctx) => {
        const endpoint = ctx.text('api_endpoint_example');
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
        const auth = ctx.text('auth_system_description');
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

  database: {
    vocabulary: DATABASE_TERMS,
    answers: [
      {
        field: 'schema_design_example',
        expects: [],
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
      { field: 'slow_query_example', expects: ['cause', 'metric'], extra: true },
      { field: 'slow_query_solution', expects: ['fix', 'metric'], extra: true },
      { field: 'transaction_use_case', expects: ['reasoning'], extra: true },
    ],
    checks: [
      check('databases_listed', 1, (ctx) => {
        const listed = ctx.list('databases_used');
        return outcome(
          listed.length >= 2 ? 1 : listed.length === 1 ? 0.5 : 0,
          'databases_used',
          listed[0] ?? '',
          listed.length ? `Has used ${listText(listed)}` : 'No databases listed',
        );
      }),
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
        const found = mentions.length ? ctx.find(fields, mentions) : null;
        return found
          ? outcome(
              1,
              found.field,
              excerpt(ctx.text(found.field), found.index),
              `Schema work names ${found.term.name}, a database listed`,
            )
          : outcome(
              0,
              'schema_design_example',
              ctx.text('schema_design_example'),
              'Schema answers name none of the databases listed',
            );
      }),
      check('schema_has_keys', 2, (ctx) => {
        const schema = ctx.text('schema_design_example');
        const keys = findTerms(schema, SCHEMA_KEYS);
        return outcome(
          Math.min(1, keys.length / 2),
          'schema_design_example',
          excerpt(schema, keys[0]?.index ?? 0),
          keys.length
            ? `Schema shows ${listText(keys.map((m) => m.term.name))}`
            : 'Schema given without keys, relations or indexes',
        );
      }),
      check('knows_normal_forms', 1, (ctx) => {
        const found = ctx.find(['normalization_approach', 'normalization_reasoning'], NORMALIZATION_IDEAS.slice(0, 3));
        return found
          ? outcome(
              1,
              found.field,
              excerpt(ctx.text(found.field), found.index),
              `Normalisation argued with ${found.term.name}`,
            )
          : outcome(
              0,
              'normalization_approach',
              ctx.text('normalization_approach'),
              'Normalisation without normal forms or redundancy',
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
      { field: 'cicd_pipeline_steps', expects: [], concepts: PIPELINE_STEPS, extra: true },
      {
        field: 'deployment_failure_example',
        expects: ['cause'],
        concepts: [
          c('missing', 'undefined', 'mismatch', 'crash', 'crashed', 'failed', 'timeout', 'timed out', 'CORS', 'memory'),
        ],
      },
      { field: 'deployment_failure_solution', expects: ['fix'] },
      { field: 'monitoring_tools', expects: [], extra: true },
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
      check('services_listed', 1, (ctx) => {
        const services = ctx.list('deployment_services_configured');
        return outcome(
          services.length >= 2 ? 1 : services.length === 1 ? 0.5 : 0,
          'deployment_services_configured',
          services[0] ?? '',
          services.length ? `Configured ${listText(services.slice(0, 5))}` : 'No deployment services listed',
        );
      }),
      check('platform_in_story', 2, (ctx) => {
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
        const found = mention.length ? ctx.find(fields, mention) : null;
        return found
          ? outcome(
              1,
              found.field,
              excerpt(ctx.text(found.field), found.index),
              `Deployment stories happen on ${platform}`,
            )
          : outcome(
              0,
              'last_deployment_platform',
              platform,
              'The deployment stories do not mention the platform named',
            );
      }),
      check('pipeline', 2, (ctx) => {
        if (!ctx.values.cicd_pipeline_setup) return outcome(0, 'cicd_pipeline_setup', '', 'No CI/CD pipeline set up');
        const steps = ctx.text('cicd_pipeline_steps');
        const found = findTerms(steps, PIPELINE_STEPS);
        return outcome(
          found.length >= 3 ? 1 : found.length >= 1 ? 0.5 : 0.25,
          'cicd_pipeline_steps',
          excerpt(steps, found[0]?.index ?? 0),
          found.length
            ? `Pipeline runs ${listText(found.map((m) => m.term.name))}`
            : 'Pipeline set up but its steps are not described',
        );
      }),
      check(
        'monitoring',
        1,
        (ctx) => {
          const tools = ctx.text('monitoring_tools');
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

  ai_tools: {
    vocabulary: AI_TERMS,
    answers: [
      { field: 'ai_debug_example', expects: ['cause', 'fix'], concepts: VERIFYING_AI },
      { field: 'ai_integration_project', expects: [], extra: true },
      { field: 'ai_integration_role', expects: [], extra: true },
      { field: 'coding_agent_explanation', expects: ['reasoning'], concepts: AGENT_CONCEPTS, extra: true },
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
        const found = mentions.length ? ctx.find(['ai_debug_example'], mentions) : null;
        return found
          ? outcome(
              1,
              'ai_debug_example',
              excerpt(ctx.text('ai_debug_example'), found.index),
              `The debugging story uses ${found.term.name}, an assistant listed`,
            )
          : outcome(
              0,
              'ai_debug_example',
              ctx.text('ai_debug_example'),
              'The debugging story names none of the assistants listed',
            );
      }),
      check('verifies_ai_output', 2, (ctx) => {
        const story = ctx.text('ai_debug_example');
        const found = findTerms(story, VERIFYING_AI);
        return outcome(
          Math.min(1, found.length / 2),
          'ai_debug_example',
          excerpt(story, found[0]?.index ?? 0),
          found.length
            ? 'Checks what the assistant suggests rather than pasting it'
            : 'No sign of checking the assistant’s answer',
        );
      }),
      check(
        'understands_agents',
        2,
        (ctx) => {
          const explanation = ctx.text('coding_agent_explanation');
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
      { field: { project: 'hardest_bug' }, expects: ['cause', 'fix'], extra: true },
      { field: { project: 'improvements' }, expects: ['reasoning'], extra: true },
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
      check('project_links', 1, (ctx) => {
        const index = ctx.projects.findIndex((project) => project.github_link.trim() !== '');
        return index === -1
          ? outcome(0, 'top_projects[0].github_link', '', 'No project links to its code')
          : outcome(1, `top_projects[${index}].github_link`, ctx.projects[index]!.github_link, 'Links to the code');
      }),
      check('stories_tie_to_projects', 1, (ctx) => {
        const mentions = projectMentions(ctx);
        const found = mentions.length
          ? ctx.find(['hardest_bug_story', 'failure_story', 'debugging_approach', 'failure_recovery'], mentions)
          : null;
        return found
          ? outcome(
              1,
              found.field,
              excerpt(ctx.text(found.field), found.index),
              `Stories come from the projects listed (${found.term.name})`,
            )
          : outcome(
              0,
              'hardest_bug_story',
              ctx.text('hardest_bug_story'),
              'Stories do not connect to the projects listed',
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

// ---------------------------------------------------------------------------------------------
// Scoring a section

/** The concrete answer fields of an item (one per project for project answers). */
function answerFields(ctx: RubricContext, item: AnswerItem): string[] {
  if (typeof item.field === 'string') return [item.field];
  const key = item.field.project;
  return ctx.projects.map((_, i) => `top_projects[${i}].${key}`);
}

const isRequired = (section: ScreeningSectionKey, field: string) =>
  (SECTION_REQUIRED_FIELDS[section] as readonly string[]).includes(field);

const pointsOf = (value: number) => roundToTenth(value);

function assessSection(section: ScreeningSectionKey, ctx: RubricContext): SectionAnalysis {
  const rubric = RUBRIC[section];
  const coreMax =
    rubric.answers.filter((item) => !item.extra).reduce((sum, item) => sum + answerMax(item), 0) +
    rubric.checks.filter((item) => !item.extra).reduce((sum, item) => sum + item.points, 0);
  const scale = 10 / coreMax;
  const strengths: AssessmentEvidence[] = [];
  const concerns: AssessmentEvidence[] = [];
  let earned = 0;
  let penalty = 0;
  const redFlags: AssessmentEvidence[] = [];
  const flag = (field: string, quote: string, reason: string, points: number) => {
    penalty += points;
    redFlags.push({ field, quote: excerpt(quote), reason, points: -points });
  };

  for (const item of rubric.answers) {
    const factor = item.extra ? EXTRA_FACTOR : 1;
    for (const field of answerFields(ctx, item)) {
      const answer = scoreAnswer(ctx, field, item, rubric.vocabulary);
      earned += factor * answer.earned;
      const required = isRequired(section, field);
      const label = answerLabel(field);
      if (answer.status === 'blank') {
        if (required)
          concerns.push({ field, quote: '', reason: `${label} not answered`, points: -pointsOf(answer.max * scale) });
      } else if (answer.status === 'placeholder') {
        if (required) flag(field, answer.text, `Placeholder instead of an answer to ${label}`, PENALTY.placeholder);
      } else if (answer.status === 'copy') {
        flag(field, answer.text, `Repeats the answer to ${answerLabel(ctx.copies.get(field)!)}`, PENALTY.copied);
      } else {
        const ratio = answer.earned / answer.max;
        const quote = excerpt(answer.text, quoteIndex(answer));
        if (ratio >= 0.5) {
          strengths.push({
            field,
            quote,
            reason: strengthReason(answer),
            points: pointsOf(factor * answer.earned * scale),
          });
        } else if (!item.extra) {
          concerns.push({
            field,
            quote,
            reason: concernReason(answer),
            points: -pointsOf((answer.max - answer.earned) * scale),
          });
        }
        if (required && answer.words < WORDS.oneLine) {
          flag(field, answer.text, `One-line answer to ${label}`, PENALTY.oneLine);
        }
        if (required && answer.words >= WORDS.answered && isOffTopic(answer)) {
          flag(
            field,
            answer.text,
            `Off-topic: nothing of ${SECTION_TITLES[section]} in the answer to ${label}`,
            PENALTY.offTopic,
          );
        }
      }
    }
  }

  for (const item of rubric.checks) {
    const result = item.evaluate(ctx);
    const fraction = Math.max(0, Math.min(1, result.fraction));
    earned += fraction * item.points;
    const evidence = { field: result.field, quote: excerpt(result.quote), reason: result.reason };
    if (fraction >= 0.5) strengths.push({ ...evidence, points: pointsOf(fraction * item.points * scale) });
    else if (!item.extra) concerns.push({ ...evidence, points: -pointsOf((1 - fraction) * item.points * scale) });
    else if (fraction > 0) strengths.push({ ...evidence, points: pointsOf(fraction * item.points * scale) });
  }

  const raw = Math.min(10, earned * scale);
  const score = roundToTenth(Math.max(0, Math.min(10, raw - Math.min(MAX_PENALTY, penalty))));
  strengths.sort((a, b) => b.points - a.points);
  concerns.sort((a, b) => a.points - b.points);
  // Every red flag is reported; the other concerns, like the strengths, only the largest.
  const reported = [...redFlags, ...concerns.slice(0, EVIDENCE_PER_LIST)].slice(0, ASSESSMENT_LIMITS.evidencePerList);
  return {
    score,
    strengths: strengths.slice(0, EVIDENCE_PER_LIST),
    concerns: reported,
    summary: sectionSummary(section, score, strengths, reported),
  };
}

function sectionSummary(
  section: ScreeningSectionKey,
  score: number,
  strengths: readonly AssessmentEvidence[],
  concerns: readonly AssessmentEvidence[],
): string {
  const parts = [`${SECTION_TITLES[section]}: ${score.toFixed(1)}/10.`];
  if (strengths[0]) parts.push(`Best: ${strengths[0].reason} (${answerLabel(strengths[0].field)}).`);
  if (concerns[0]) parts.push(`Weakest: ${concerns[0].reason} (${answerLabel(concerns[0].field)}).`);
  return parts.join(' ');
}

function overallFeedback(
  analysis: Record<ScreeningSectionKey, SectionAnalysis>,
  score: number,
  threshold: number,
): string {
  const scored = SCREENING_SECTION_KEYS.filter((key) => SECTION_WEIGHTS[key] > 0).sort(
    (a, b) =>
      analysis[b].score - analysis[a].score || SCREENING_SECTION_KEYS.indexOf(a) - SCREENING_SECTION_KEYS.indexOf(b),
  );
  const describe = (key: ScreeningSectionKey) => `${SECTION_TITLES[key]} (${analysis[key].score.toFixed(1)})`;
  const flags = SCREENING_SECTION_KEYS.flatMap((key) => analysis[key].concerns).map((e) => e.reason);
  const count = (prefix: string) => flags.filter((reason) => reason.startsWith(prefix)).length;
  const redFlags = [
    [count('Repeats the answer'), 'answer(s) copied from another field'],
    [count('Placeholder'), 'placeholder answer(s)'],
    [count('One-line'), 'one-line answer(s) to long questions'],
    [count('Off-topic'), 'off-topic answer(s)'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, text]) => `${n} ${text}`);
  const verdict = score >= threshold ? 'passes' : 'does not pass';
  return [
    `Weighted score ${score.toFixed(1)}/10: ${verdict} the pass mark of ${threshold.toFixed(1)} (${internshipReadinessFor(score, threshold)}).`,
    `Strongest: ${scored.slice(0, 2).map(describe).join(', ')}.`,
    `Needs work: ${scored.slice(-2).reverse().map(describe).join(', ')}.`,
    redFlags.length ? `Red flags: ${redFlags.join('; ')}.` : 'No red flags.',
  ].join(' ');
}

/** Options of assessWithRubric: the clock (for duration_ms only) and the pass mark. */
export interface RubricOptions {
  now?: () => number;
  threshold?: number;
}

/**
 * The built-in assessment of a screening form: per-section scores with quoted evidence, the
 * weighted score and the verdict. Deterministic (only metadata.duration_ms varies) and offline.
 */
export function assessWithRubric(form: ScreeningFormValues, options: RubricOptions = {}): AssessmentResult {
  const now = options.now ?? Date.now;
  const threshold = options.threshold ?? PASS_THRESHOLD;
  const started = now();
  const ctx = new RubricContext(form);
  const section_analysis = Object.fromEntries(
    SCREENING_SECTION_KEYS.map((key) => [key, assessSection(key, ctx)]),
  ) as Record<ScreeningSectionKey, SectionAnalysis>;
  const section_scores = Object.fromEntries(
    SCREENING_SECTION_KEYS.map((key) => [key, section_analysis[key].score]),
  ) as Record<ScreeningSectionKey, number>;
  const draft: ModelAssessment = {
    recommendation: 'hold',
    passed: false,
    weighted_score: 0,
    internship_readiness: 'Not yet ready',
    section_scores,
    section_analysis,
    feedback: '',
  };
  const result = finishAssessment(
    draft,
    { assessor: 'builtin', model: RUBRIC_MODEL, version: RUBRIC_VERSION, duration_ms: 0 },
    threshold,
  );
  result.internship_readiness = internshipReadinessFor(result.weighted_score, threshold);
  result.feedback = overallFeedback(section_analysis, result.weighted_score, threshold);
  result.metadata.duration_ms = Math.max(0, Math.round(now() - started));
  return result;
}
