// What the built-in assessor recognises in an answer, and how: a term (a named tool or idea) and
// finding terms in free text. The terms of each section are vocabulary-build.ts (frontend,
// backend), vocabulary-data.ts (databases, DevOps) and vocabulary-people.ts (AI, debugging,
// coursework, and every technical term); the marks of a concrete answer and placeholders are
// vocabulary-marks.ts.

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
