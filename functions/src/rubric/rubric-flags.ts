// The red flags of the built-in rubric: stable ids, their human names, what each costs, and how
// each is found in an answer's reading (rubric-prose.ts) or across answers (copies, templates).
import type { AnswerReading } from './rubric-prose';

/**
 * Every red flag, by stable id: its name, what it means and the points it costs on the section's
 * 0-10 scale. All but `one_line` also take every point of the answer: an answer that games the
 * assessor earns nothing.
 */
export const RED_FLAGS = {
  placeholder: { label: 'Placeholder', means: 'a stock non-answer (n/a, idk, lorem ipsum)', penalty: 1.5 },
  one_line: { label: 'One-line answer', means: 'under eight words to a required question', penalty: 0.5 },
  copied_answer: { label: 'Copied answer', means: 'the same answer as another field', penalty: 1 },
  repeated_text: { label: 'Repeated text', means: 'sentences or phrases repeated to fill the box', penalty: 1 },
  shuffled_terms: { label: 'Shuffled terms', means: 'terms thrown together, not sentences', penalty: 1 },
  keyword_stuffing: { label: 'Keyword stuffing', means: 'mostly terms and buzzwords with little said', penalty: 1 },
  echoes_question: { label: 'Echoes the question', means: 'restates the question instead of answering', penalty: 1 },
  templated_answer: { label: 'Templated answer', means: 'one template for many answers, terms swapped', penalty: 1 },
  off_topic: { label: 'Off-topic', means: 'nothing of the question or the section', penalty: 1 },
  prompt_injection: { label: 'Prompt injection', means: 'text that tells the assessor how to score', penalty: 2 },
} as const;

/** A red flag's id. */
export type RedFlagId = keyof typeof RED_FLAGS;

/** The ids of RED_FLAGS. */
export const RED_FLAG_IDS = Object.keys(RED_FLAGS) as RedFlagId[];

/** A red flag raised by an answer, with what in the answer raised it. */
export interface FoundFlag {
  id: RedFlagId;
  detail: string;
  /** The words that raised it, when not the answer's start. */
  quote?: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The red flags an answer raises by itself: text for the assessor, repetition, a jumble or a list
 * of terms where sentences were asked for (`list`: a list is the answer), keyword stuffing, and
 * sentences that restate the question. Thresholds sit well clear of genuine answers of every style
 * in the demo forms and the corpus (domain/testing/screening-adversarial.ts).
 */
export function answerFlags(reading: AnswerReading, list: boolean): FoundFlag[] {
  const flags: FoundFlag[] = [];
  if (reading.instruction) {
    flags.push({
      id: 'prompt_injection',
      detail: 'it tells the assessor how to score',
      quote: reading.instruction.text,
    });
  }
  if (reading.tokens >= 12 && reading.repeatShare >= 0.3)
    flags.push({ id: 'repeated_text', detail: `${percent(reading.repeatShare)} of the words repeat` });
  // English joins its words: nine words with at most one function word, or a long answer or one
  // with no verb where fewer than 15% of the words join the others, is a list of terms.
  const joined = reading.joiners / Math.max(1, reading.tokens);
  const unjoined =
    (reading.tokens >= 9 && reading.joiners <= 1) || (joined < 0.15 && (reading.tokens >= 12 || reading.verbs === 0));
  if (!list && reading.tokens >= 6 && (reading.jumbleShare >= 0.5 || unjoined)) {
    flags.push({ id: 'shuffled_terms', detail: `${percent(joined)} of the ${reading.tokens} words join the others` });
  }
  if (reading.buzzwords >= 3 && reading.buzzwords / reading.tokens >= 0.08) {
    flags.push({ id: 'keyword_stuffing', detail: `${reading.buzzwords} buzzwords in ${reading.tokens} words` });
  }
  if (reading.tokens >= 6 && reading.echoShare >= 0.5)
    flags.push({ id: 'echoes_question', detail: `${percent(reading.echoShare)} of the words restate the question` });
  return flags;
}

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

/** How many of the smaller set's members the larger has. */
function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let count = 0;
  for (const gram of small) if (large.has(gram)) count++;
  return count;
}

/** A pasted answer with fewer new word 3-grams than this (about six words) is still a copy. */
const COPY_MAX_ADDED_GRAMS = 6;

/**
 * Whether two answers are copies: word 3-grams that mostly coincide (Jaccard 0.6 or more), or
 * one answer pasted into the other with a few words added ('There was a problem with the
 * website.' / '... and I fixed it.'). An answer that restates another and then explains at
 * length is not a copy.
 */
function isCopy(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 2 || b.size < 2) return false;
  const common = shared(a, b);
  if (common / (a.size + b.size - common) >= 0.6) return true;
  return common / Math.min(a.size, b.size) >= 0.8 && Math.max(a.size, b.size) - common < COPY_MAX_ADDED_GRAMS;
}

/** The answers (of four words or more) that copy an earlier one: the later field -> the earlier one's. */
export function copiedAnswers(answers: readonly { field: string; text: string }[]): Map<string, string> {
  const copies = new Map<string, string>();
  const seen: { field: string; grams: Set<string>; normalized: string }[] = [];
  for (const { field, text } of answers) {
    const normalized = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (normalized.split(' ').length < 4) continue;
    const grams = shingles(text);
    const original = seen.find((other) => other.normalized === normalized || isCopy(grams, other.grams));
    if (original) copies.set(field, original.field);
    else seen.push({ field, grams, normalized });
  }
  return copies;
}

/**
 * The answers that are one template: with terms and numbers masked, half or more of the smaller
 * answer's word 4-grams (at least six) stand in the other, and the answer is tied so to two or more
 * others (a template used across fields, not two answers that happen to share a phrase).
 */
export function templatedAnswers(answers: readonly { field: string; masked: ReadonlySet<string> }[]): Set<string> {
  const ties = new Map<string, number>();
  answers.forEach((a, i) => {
    for (const b of answers.slice(i + 1)) {
      const smaller = Math.min(a.masked.size, b.masked.size);
      if (smaller < 6 || shared(a.masked, b.masked) / smaller < 0.5) continue;
      ties.set(a.field, (ties.get(a.field) ?? 0) + 1);
      ties.set(b.field, (ties.get(b.field) ?? 0) + 1);
    }
  });
  return new Set([...ties].filter(([, count]) => count >= 2).map(([field]) => field));
}
