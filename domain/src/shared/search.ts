// Case-insensitive substring search without reading a collection: each searchable document keeps
// the set of lower-cased three-letter pieces (trigrams) of its searchable text, as a map of
// `trigram: true`, and the set of its one- and two-letter pieces (`short`). A term of 3+ letters
// is looked up with one equality filter per trigram of the term (few documents hold them all); a
// term of one or two letters with one equality filter on that piece. Either way the exact
// substring is then checked on what was read, so 'sa' finds 'Maria Santos' as 'santos' does.
// Recruiting applications index the name and email, offers the candidate's name, email and the
// position, screening applications the name, email and user id (all written by functions).

/** What a document stores to be found by search. */
export interface SearchIndex {
  /** The searchable texts (a name, an email, ...), each made searchable, joined by newlines. */
  text: string;
  trigrams: Record<string, true>;
  /** Every piece of one or two characters of the texts, for short terms. */
  short: Record<string, true>;
}

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as search compares it: lower-case, accents removed, spaces collapsed, and well formed (a
 * lone surrogate, which Firestore refuses in a field name, becomes U+FFFD).
 */
export function searchable(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The distinct trigrams of `text` (already searchable), in order of first appearance: three
 * characters (code points, so an emoji is one), never half of one.
 */
export function trigramsOf(text: string): string[] {
  const characters = Array.from(text);
  const found = new Set<string>();
  for (let i = 0; i + 3 <= characters.length; i += 1) found.add(characters.slice(i, i + 3).join(''));
  return [...found];
}

/** The distinct pieces of one and two characters of `text` (already searchable). */
export function shortPiecesOf(text: string): string[] {
  const characters = Array.from(text);
  const found = new Set<string>(characters);
  for (let i = 0; i + 2 <= characters.length; i += 1) found.add(characters.slice(i, i + 2).join(''));
  return [...found];
}

const asSet = (pieces: string[]) => Object.fromEntries(pieces.map((piece) => [piece, true as const]));

/**
 * The index of a document searchable by these texts (a name, an email, a position, ...): a term
 * is found in one text, never across two.
 */
export function searchIndexFor(...texts: (string | null | undefined)[]): SearchIndex {
  const clean = texts.map((text) => searchable(text ?? ''));
  return {
    text: clean.join('\n'),
    trigrams: asSet(clean.flatMap(trigramsOf)),
    short: asSet(clean.flatMap(shortPiecesOf)),
  };
}

/** At most this many trigram filters go into one query: enough to narrow, few enough to stay fast. */
export const MAX_SEARCH_TRIGRAMS = 8;

/** How a term is looked up: by trigrams (3+ letters), by its one short piece (1-2 letters), or not at all. */
export type SearchPlan =
  { kind: 'none' } | { kind: 'short'; term: string } | { kind: 'trigrams'; term: string; trigrams: string[] };

/** The plan for a search term. */
export function searchPlan(term: string): SearchPlan {
  const clean = searchable(term);
  if (!clean) return { kind: 'none' };
  if (Array.from(clean).length < 3) return { kind: 'short', term: clean };
  const all = trigramsOf(clean);
  // Spread over the term: the first, the last, and evenly between.
  const step = Math.max(1, Math.ceil(all.length / MAX_SEARCH_TRIGRAMS));
  const picked = all.filter((_, i) => i % step === 0).slice(0, MAX_SEARCH_TRIGRAMS - 1);
  if (!picked.includes(all.at(-1)!)) picked.push(all.at(-1)!);
  return { kind: 'trigrams', term: clean, trigrams: picked };
}

/**
 * Whether a document's index holds the term as a substring of one of its texts (the check after
 * a lookup). A term never holds a newline (searchable() makes every space one ' '), so it never
 * spans two texts.
 */
export function matchesSearch(index: Pick<SearchIndex, 'text'>, term: string): boolean {
  const plan = searchPlan(term);
  if (plan.kind === 'none') return true;
  return index.text.includes(plan.term);
}
