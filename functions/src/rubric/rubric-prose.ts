// Reading an answer as prose: its words, its sentences and whether each is a real sentence, how
// much of it is vocabulary terms, what it repeats, what it echoes of its question, and whether it
// talks to the assessor. The rubric scores only the readable sentences (see readAnswer) and raises
// red flags from the measures (rubric-flags.ts).
import { termPrefilter, type Term } from './vocabulary';
import { BUZZWORDS, FUNCTION_WORDS, INSTRUCTION_PATTERNS, isVerb, words } from './rubric-words';

/** One word of an answer, lower-cased, with what it is. */
export interface Token {
  word: string;
  index: number;
  /** Part of a vocabulary term (or a buzzword). */
  term: boolean;
  /** Which term occurrence it is part of (0: none). */
  occurrence: number;
  func: boolean;
}

/** How a sentence is read: counted (`prose`), or left out, and why. */
export type SentenceKind = 'prose' | 'jumble' | 'echo' | 'repeat' | 'instruction';

/** A sentence of an answer (split at . ! ? ; and line breaks), verbatim. */
export interface Sentence {
  text: string;
  start: number;
  tokens: Token[];
  kind: SentenceKind;
}

/** An answer as the rubric reads it. */
export interface AnswerReading {
  text: string;
  tokens: number;
  sentences: Sentence[];
  /** The prose sentences, verbatim, one per line: what earns points. */
  readable: string;
  readableWords: number;
  /** Share of words that are vocabulary terms or buzzwords. */
  termDensity: number;
  /** Share of words that are neither terms nor function words: what describes. */
  plainShare: number;
  /** Share of words in jumbles (terms thrown together, not sentences). */
  jumbleShare: number;
  /** Share of words that repeat (repeated sentences, repeated runs of four words). */
  repeatShare: number;
  /** Share of words in sentences that restate the question. */
  echoShare: number;
  /** Share of words that are function words (about 0.3-0.5 in English prose, near 0 in a term list). */
  functionShare: number;
  /** How many words are empty praise ('scalable', 'cutting-edge', 'synergy'). */
  buzzwords: number;
  /** How many words are verbs (outside terms). */
  verbs: number;
  /** How many function words join the others (not those written in capitals inside a term: 'SELECT FOR UPDATE'). */
  joiners: number;
  /** The first sentence addressed to the assessor, if any. */
  instruction: Sentence | null;
  /** Word 4-grams with terms and numbers masked (for answers that are one template). */
  masked: Set<string>;
}

/** A term's pattern, global, for every occurrence (cached). */
const globalPatterns = new WeakMap<Term, RegExp>();
function globalPattern(term: Term): RegExp {
  let pattern = globalPatterns.get(term);
  if (!pattern) {
    pattern = new RegExp(
      term.pattern.source,
      term.pattern.flags.includes('g') ? term.pattern.flags : `${term.pattern.flags}g`,
    );
    globalPatterns.set(term, pattern);
  }
  return pattern;
}

/** Which characters of a text some terms cover (every occurrence). */
function termCoverage(text: string, terms: readonly Term[]): Int32Array {
  const covered = new Int32Array(text.length);
  let occurrence = 0;
  const mayName = termPrefilter(text);
  for (const term of terms) {
    if (!mayName(term)) continue;
    const pattern = globalPattern(term);
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      if (covered[match.index] === 0) covered.fill(++occurrence, match.index, match.index + match[0].length);
    }
  }
  return covered;
}

const WORD_PATTERN = /[A-Za-z0-9][\w'’.+#/-]*/g;

/** The words of a text, lower-cased, without a trailing full stop. */
export function tokenize(text: string, covered?: Int32Array): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const word = match[0].toLowerCase().replace(/’/g, "'").replace(/[.]+$/, '');
    const occurrence = covered?.[match.index] ?? 0;
    const term = occurrence > 0 || BUZZWORDS.has(word);
    tokens.push({ word, index: match.index, term, occurrence, func: FUNCTION_WORDS.has(word) });
  }
  return tokens;
}

/** A word reduced for comparison ('issues' and 'issue', 'caching' and 'cach'). */
export const stem = (word: string) => word.replace(/'s$/, '').replace(/(?:ing|ed|es|s)$/, '');

/** The sentences of a text (split at . ! ? ; and line breaks), each verbatim with its offset. */
function splitSentences(text: string): { text: string; start: number }[] {
  const result: { text: string; start: number }[] = [];
  const boundary = /[.!?;]+(?=\s|$)|\n+/g;
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) result.push({ text: trimmed, start: start + lead });
  };
  for (const match of text.matchAll(boundary)) {
    const end = match.index + (match[0].startsWith('\n') ? 0 : match[0].length);
    push(end);
    start = match.index + match[0].length;
  }
  push(text.length);
  return result;
}

/** How a sentence's words are made: function words, ordinary words, terms, and terms side by side. */
function makeup(tokens: readonly Token[]) {
  const func = tokens.filter((t) => t.func).length;
  const terms = tokens.filter((t) => t.term).length;
  // Consecutive term occurrences, and those with no word between them ('React, Redux').
  let pairs = 0;
  let adjacent = 0;
  let previous: { id: number; at: number } | null = null;
  tokens.forEach((token, at) => {
    if (!token.term) return;
    const id = token.occurrence || -(at + 1);
    if (previous && previous.id === id) {
      previous.at = at;
      return;
    }
    if (previous) {
      pairs++;
      if (previous.at === at - 1) adjacent++;
    }
    previous = { id, at };
  });
  return { n: tokens.length, func, terms, plain: tokens.length - func - terms, pairs, adjacent };
}

/**
 * Whether a sentence is a jumble rather than a sentence: terms with no function word and hardly
 * an ordinary word among them, six words or more with neither a function word nor a verb, or
 * terms mostly side by side with few function words.
 */
function isJumble(tokens: readonly Token[]): boolean {
  const m = makeup(tokens);
  if (m.n < 4) return false;
  if (m.func === 0 && m.plain <= 1 && m.terms / m.n >= 0.5) return true;
  if (m.n >= 6 && m.func === 0 && !tokens.some((t) => !t.term && isVerb(t))) return true;
  return m.pairs >= 3 && m.adjacent / m.pairs >= 0.7 && m.func / m.n < 0.2;
}

/** Words in runs of four that already occurred earlier in the same answer. */
function repeatedRunWords(tokens: readonly Token[]): number {
  const seen = new Set<string>();
  const repeated = new Uint8Array(tokens.length);
  for (let i = 0; i + 3 < tokens.length; i++) {
    const gram = `${tokens[i]!.word} ${tokens[i + 1]!.word} ${tokens[i + 2]!.word} ${tokens[i + 3]!.word}`;
    if (seen.has(gram)) repeated.fill(1, i, i + 4);
    else seen.add(gram);
  }
  return repeated.reduce((sum, flag) => sum + flag, 0);
}

/** Word 4-grams with every term word and number masked: the shape of an answer without its terms. */
function maskedShingles(tokens: readonly Token[]): Set<string> {
  const masked = tokens.map((t) => (t.term ? '§' : /^\d/.test(t.word) ? '#' : t.word));
  const result = new Set<string>();
  for (let i = 0; i + 3 < masked.length; i++) result.add(masked.slice(i, i + 4).join(' '));
  return result;
}

/** What readAnswer needs besides the text: the vocabulary terms and the question's own words. */
export interface ReadingContext {
  terms: readonly Term[];
  /** The question's words (its label and wording), compared by stem. */
  question: ReadonlySet<string>;
}

/** Words that restate any question without answering it ('I think a good example is important'). */
const QUESTION_FILLER = words(
  'think good important question answer example describe explain something thing know really',
);

/** The stems of a question's content words, with the words that restate any question. */
export function questionStems(text: string): Set<string> {
  return new Set([
    ...tokenize(text)
      .filter((t) => !t.func)
      .map((t) => stem(t.word)),
    ...QUESTION_FILLER.map(stem),
  ]);
}

/** Whether a sentence restates the question: three or more content words, nearly all the question's. */
function isEcho(tokens: readonly Token[], question: ReadonlySet<string>): boolean {
  const content = tokens.filter((t) => !t.func);
  if (content.length < 3 || question.size === 0) return false;
  const echoed = content.filter((t) => question.has(stem(t.word))).length;
  return echoed / content.length >= 0.7;
}

const normalizeSentence = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** An answer read: its sentences classified, the readable part and the measures of rubric-flags.ts. */
export function readAnswer(text: string, context: ReadingContext): AnswerReading {
  const covered = termCoverage(text, context.terms);
  const all = tokenize(text, covered);
  const seen = new Set<string>();
  const sentences: Sentence[] = splitSentences(text).map((part) => {
    const tokens = all.filter((t) => t.index >= part.start && t.index < part.start + part.text.length);
    const normalized = normalizeSentence(part.text);
    let kind: SentenceKind = 'prose';
    if (INSTRUCTION_PATTERNS.some((pattern) => pattern.test(part.text))) kind = 'instruction';
    else if (tokens.length >= 3 && seen.has(normalized)) kind = 'repeat';
    else if (isJumble(tokens)) kind = 'jumble';
    else if (isEcho(tokens, context.question)) kind = 'echo';
    seen.add(normalized);
    return { ...part, tokens, kind };
  });
  const share = (kinds: readonly SentenceKind[]) =>
    all.length
      ? sentences.filter((s) => kinds.includes(s.kind)).reduce((sum, s) => sum + s.tokens.length, 0) / all.length
      : 0;
  const readableSentences = sentences.filter((s) => s.kind === 'prose');
  const repeatedSentenceWords = sentences.filter((s) => s.kind === 'repeat').reduce((n, s) => n + s.tokens.length, 0);
  return {
    text,
    tokens: all.length,
    sentences,
    readable: readableSentences.map((s) => s.text).join('\n'),
    readableWords: readableSentences.reduce((sum, s) => sum + s.tokens.length, 0),
    termDensity: all.length ? all.filter((t) => t.term).length / all.length : 0,
    plainShare: all.length ? makeup(all).plain / all.length : 0,
    jumbleShare: share(['jumble']),
    repeatShare: all.length ? Math.max(repeatedSentenceWords, repeatedRunWords(all)) / all.length : 0,
    echoShare: share(['echo']),
    functionShare: all.length ? all.filter((t) => t.func).length / all.length : 0,
    buzzwords: all.filter((t) => BUZZWORDS.has(t.word)).length,
    verbs: all.filter((t) => !t.term && isVerb(t)).length,
    // 'in' of 'in parallel' joins; 'FOR' of 'SELECT FOR UPDATE' is code.
    joiners: all.filter((t) => t.func && (!t.term || !/[A-Z]/.test(text[t.index]!))).length,
    instruction: sentences.find((s) => s.kind === 'instruction') ?? null,
    masked: maskedShingles(all),
  };
}

/** How many words a text has. */
export const wordCount = (text: string) => (text.match(WORD_PATTERN) ?? []).length;
