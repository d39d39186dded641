// The marks of a concrete answer (numbers, causes, fixes, reasoning, code-level detail) and the
// stock non-answers (placeholders) the built-in assessor recognises.
import { termPattern, type Term } from './vocabulary';

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
