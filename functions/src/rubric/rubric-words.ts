// The words the prose reader knows: English function words, common verbs, empty praise, and the
// shapes of text aimed at the assessor instead of answering.

/** A list written as one string of words. */
export const words = (list: string) => list.trim().split(/\s+/);

export const DETERMINERS = new Set(words('a an the my our your their its this these those every each his her'));
export const PREPOSITIONS = new Set(
  words(
    'of in on at to for with from by about into onto over under after before between through during without within across against along around behind per via inside outside like near upon among beyond towards toward',
  ),
);
export const AUXILIARIES = new Set(
  words('is am are was were be been being has have had do does did can could will would shall should may might must'),
);
export const CONJUNCTIONS = new Set(
  words('and or but nor so because if then than while although though since until unless whether'),
);
export const PRONOUNS = new Set(words('i we you he she it they me us him them who which what when where why how'));
export const OTHER_FUNCTION = new Set(
  words(
    "not no all any some many much more most other another such only also just there here too very both either one instead still even again once already yet now never always often as up out off it's i'm don't didn't doesn't can't won't isn't wasn't that's there's i've we've i'd that",
  ),
);

/** English function words: articles, prepositions, pronouns, auxiliaries, conjunctions. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...AUXILIARIES,
  ...CONJUNCTIONS,
  ...PRONOUNS,
  ...OTHER_FUNCTION,
]);

/** Empty praise a stuffed paragraph is made of; counted with the terms. */
export const BUZZWORDS = new Set(
  words(
    'leverage leveraged leveraging synergy synergies scalable robust cutting-edge cloud-native performant seamless seamlessly innovative world-class state-of-the-art enterprise-grade next-generation best-in-class results-driven passionate holistic paradigm disruptive microservices blockchain end-to-end high-performance mission-critical',
  ),
);

export const VERB_STEMS = words(
  'use make run get keep add fix await build write read check call send store save load show find move change set put take give go come see know think learn try need want let help start stop return create delete update fetch render break fail cause mean work handle split cut drop fall hit lose leave pick pass test deploy push pull merge ship log catch throw wait block lock share reuse avoid allow prevent tell say ask choose prefer like look open close serve scale query join index cache sort filter validate verify hash sign expire rotate retry respond replace rewrite refactor migrate revert roll backfill happen appear seem become begin end finish stay turn grow hold bring feel spend understand teach debug reproduce isolate print trace inspect compare measure profile reduce improve increase decrease speed slow freeze crash lag stutter jump rebuild listen subscribe notify trigger emit detect notice realise realize report alert monitor recover restore communicate explain decide design model normalise normalize store embed reference count compute derive memoize debounce virtualize paginate stream chunk summarise summarize upload download parse convert format display label schedule book assign invite register reset enable disable configure install point forget miss include contain depend belong lead result mark claim process receive accept reject expose leak wrap patch switch remove rename extract combine sync refresh refetch invalidate ignore guard limit protect charge cost lets keeps gives takes goes does made went saw knew thought brought felt spent understood taught built sent got kept left lost ran written known took taken gave given gone done broke found told said chose caught threw wrote held fell began led meant',
);

/** Verb forms of VERB_STEMS (base, -s, -es, -ed, -d, -ing, with a final e dropped or consonant doubled). */
export const VERBS: ReadonlySet<string> = new Set(
  VERB_STEMS.flatMap((stem) => {
    const bare = stem.replace(/e$/, '');
    const last = stem.at(-1)!;
    return [
      stem,
      `${stem}s`,
      `${stem}es`,
      `${stem}ed`,
      `${stem}d`,
      `${stem}ing`,
      `${bare}ing`,
      `${stem}${last}ed`,
      `${stem}${last}ing`,
      `${bare}ies`,
      `${bare}ied`,
    ];
  }),
);

export const isVerb = (token: { word: string; term: boolean }) =>
  AUXILIARIES.has(token.word) ||
  VERBS.has(token.word) ||
  (!token.term && /^[a-z]{3,}(?:ed|ing)$/.test(token.word) && !/(?:thing|ring|ding)$/.test(token.word));

/** Text aimed at the assessor instead of answering: instructions, requested scores, claims of approval. */
export const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|any|your|the)\b[^.\n]{0,30}\b(?:instructions?|rules?|rubric|prompts?|criteria|guidelines)\b/i,
  /\b(?:assessor|grader|evaluator|reviewer|examiner|rubric|system|ai|model|llm|gpt|chatgpt)(?:'s)?\s+(?:note|notice|instructions?|override|message|directive)s?\b\s*[:\-—]/i,
  /\b(?:score|rate|grade|mark|give|award)s?\b[^.\n]{0,30}\b(?:this|these|every|each|all|my|the)\s+(?:sections?|answers?|applications?|candidates?|candidacy|responses?|forms?|fields?)\b[^.\n]{0,30}(?:\b10\b|\bten\b|full|maximum|perfect|highest|top)/i,
  /\b(?:full|maximum|perfect|top)\s+(?:marks|score|scores|points)\b/i,
  /\bpre-?(?:verified|approved|screened|vetted)\b/i,
  /\b(?:must|should|shall)\s+(?:be\s+)?(?:pass|passed|shortlisted|advanced|approved|hired|accepted)\b/i,
  /\b(?:recommendation|verdict|decision|result)\s*[:=]\s*(?:advance|pass|passed|hire|approved?)\b/i,
  /\b(?:as an ai|you are an? (?:ai|assessor|grader|language model))\b/i,
];
