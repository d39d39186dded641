// Quotes of a candidate's answers for the evidence: verbatim, the sentence around a match.

/** Quotes are at most this long. */
export const MAX_QUOTE_LENGTH = 120;

/** A quote of `text` of at most MAX_QUOTE_LENGTH characters: the sentence around `index`, verbatim. */
export function excerpt(text: string, index = 0): string {
  if (text.length <= MAX_QUOTE_LENGTH && !text.includes('\n')) return text.trim();
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
