// The built-in assessor: a deterministic, offline rubric that reads answers, not words.
//
// Each long answer is read as prose first (rubric-prose.ts): its sentences, and whether each is a
// sentence at all, how much of it is vocabulary terms, what it repeats, what it echoes of its
// question and whether it talks to the assessor. An answer that games the assessor (shuffled or
// stuffed terms, repeated text, an echo of the question, a template shared with other answers, a
// copy, text for the assessor, nothing on topic) raises a named red flag (rubric-flags.ts), earns
// nothing and costs a penalty. Otherwise its readable sentences earn points for detail, for the
// section's tools and ideas, and for what its question calls for (rubric-scoring.ts), and checks
// across answers reward consistency (rubric-table-*.ts). Required answers are the core of a
// section's 0-10; optional ones only add a bonus, and a blank optional answer costs nothing. Every
// point earned or lost is listed, and the list adds up to the score (rubric-evidence.ts).
import {
  type AssessmentEvidence,
  type AssessmentResult,
  finishAssessment,
  internshipReadinessFor,
  type ModelAssessment,
  PASS_THRESHOLD,
  SCREENING_SECTION_KEYS,
  type ScreeningFormValues,
  type ScreeningSectionKey,
  scoresOf,
  SECTION_TITLES,
  SECTION_WEIGHTS,
  type SectionAnalysis,
} from '@careers/domain/screening';
import { answerLabel, RubricContext, type AnswerHints } from './rubric-context';
import { answerEntries, checkEntry, settle, type Entry } from './rubric-evidence';
import { RED_FLAGS, RED_FLAG_IDS, type RedFlagId } from './rubric-flags';
import { answerFields, answerMax, isRequired, scoreAnswer } from './rubric-scoring';
import { BUILD_RUBRICS } from './rubric-table-build';
import { DATA_RUBRICS } from './rubric-table-data';
import { PEOPLE_RUBRICS } from './rubric-table-people';
import type { SectionRubric } from './rubric-types';
import type { Term } from './vocabulary';

export { excerpt, MAX_QUOTE_LENGTH } from './rubric-quote';
export { RED_FLAG_IDS, RED_FLAGS, type RedFlagId } from './rubric-flags';

/** The rubric's version, recorded in each result's metadata. */
export const RUBRIC_VERSION = 'rubric-2026.12';

/** The metadata model name of the built-in assessor. */
export const RUBRIC_MODEL = 'rubric';

/** Optional answers and checks count at this share of their points, as a bonus on top of the core. */
export const BONUS_FACTOR = 0.5;

const RUBRIC: Record<ScreeningSectionKey, SectionRubric> = { ...DATA_RUBRICS, ...BUILD_RUBRICS, ...PEOPLE_RUBRICS };

/** What the tables tell the reader of each answer: its question's ideas, and whether it asks for a list. */
const HINTS: AnswerHints = (() => {
  const concepts = new Map<string, readonly Term[]>();
  const lists = new Set<string>();
  for (const rubric of Object.values(RUBRIC)) {
    for (const item of rubric.answers) {
      const key = typeof item.field === 'string' ? item.field : item.field.project;
      if (item.concepts) concepts.set(key, item.concepts);
      if (item.list) lists.add(key);
    }
  }
  return { concepts, lists };
})();

function assessSection(section: ScreeningSectionKey, ctx: RubricContext): SectionAnalysis {
  const rubric = RUBRIC[section];
  const coreMax =
    rubric.answers
      .filter((item) => typeof item.field === 'string' && isRequired(section, item.field))
      .reduce((sum, item) => sum + answerMax(item), 0) +
    rubric.checks.filter((item) => !item.optional).reduce((sum, item) => sum + item.points, 0);
  const scale = 10 / coreMax;
  const entries: Entry[] = [];
  for (const item of rubric.answers) {
    for (const field of answerFields(ctx, item)) {
      entries.push(...answerEntries(scoreAnswer(ctx, section, field, item, rubric.vocabulary), scale, BONUS_FACTOR));
    }
  }
  for (const item of rubric.checks) entries.push(...checkEntry(item, item.evaluate(ctx), scale, BONUS_FACTOR));
  const { score, strengths, concerns } = settle(entries);
  return { score, strengths, concerns, summary: sectionSummary(section, score, strengths, concerns) };
}

const sum = (evidence: readonly AssessmentEvidence[], keep: (e: AssessmentEvidence) => boolean) =>
  evidence.filter(keep).reduce((total, e) => total + e.points * 10, 0) / 10;

function sectionSummary(
  section: ScreeningSectionKey,
  score: number,
  strengths: readonly AssessmentEvidence[],
  concerns: readonly AssessmentEvidence[],
): string {
  const bonus = sum(strengths, (e) => e.reason.startsWith('Optional'));
  const core = sum(strengths, (e) => !e.reason.startsWith('Optional'));
  const lost = sum(concerns, () => true);
  const parts = [
    `${SECTION_TITLES[section]}: ${score.toFixed(1)}/10 = ${core.toFixed(1)} from required answers and checks` +
      ` + ${bonus.toFixed(1)} bonus from optional ones - ${Math.abs(lost).toFixed(1)} for red flags.`,
  ];
  if (strengths[0]) parts.push(`Best: ${strengths[0].reason} (${answerLabel(strengths[0].field)}).`);
  const weakest = concerns[0];
  if (weakest) parts.push(`Weakest: ${weakest.reason} (${answerLabel(weakest.field)}).`);
  return parts.join(' ');
}

/** Every red flag a result reports: the section, the field, the flag's id and the evidence's reason. */
export function redFlagsOf(
  result: Pick<AssessmentResult, 'section_analysis'>,
): { section: ScreeningSectionKey; field: string; flag: RedFlagId; reason: string }[] {
  return SCREENING_SECTION_KEYS.flatMap((section) =>
    result.section_analysis[section].concerns.flatMap((evidence) =>
      (evidence.flags ?? [])
        .filter((flag): flag is RedFlagId => flag in RED_FLAGS)
        .map((flag) => ({ section, field: evidence.field, flag, reason: evidence.reason })),
    ),
  );
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
  const flags = redFlagsOf({ section_analysis: analysis });
  const counts = RED_FLAG_IDS.map((id) => [id, flags.filter((f) => f.flag === id).length] as const)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${n} ${RED_FLAGS[id].label.toLowerCase()} (${id})`);
  const verdict = score >= threshold ? 'passes' : 'does not pass';
  return [
    `Weighted score ${score.toFixed(1)}/10: ${verdict} the pass mark of ${threshold.toFixed(1)} (${internshipReadinessFor(score, threshold)}).`,
    `Strongest: ${scored.slice(0, 2).map(describe).join(', ')}.`,
    `Needs work: ${scored.slice(-2).reverse().map(describe).join(', ')}.`,
    counts.length ? `Red flags: ${counts.join('; ')}.` : 'No red flags.',
    'Optional answers count only as a bonus; a blank optional answer costs nothing.',
  ].join(' ');
}

/** Options of assessWithRubric: the clock (for duration_ms only) and the pass mark. */
export interface RubricOptions {
  now?: () => number;
  threshold?: number;
}

/**
 * The built-in assessment of a screening form: per-section scores with quoted evidence that adds
 * up to them, red flags, the weighted score and the verdict. Deterministic (only
 * metadata.duration_ms varies) and offline.
 */
export function assessWithRubric(form: ScreeningFormValues, options: RubricOptions = {}): AssessmentResult {
  const now = options.now ?? Date.now;
  const threshold = options.threshold ?? PASS_THRESHOLD;
  const started = now();
  const ctx = new RubricContext(form, HINTS);
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
  result.decision_log = {
    rubric_version: RUBRIC_VERSION,
    rubric_scores: scoresOf(result),
    model: null,
    prompt_version: null,
    model_scores: null,
  };
  return result;
}
