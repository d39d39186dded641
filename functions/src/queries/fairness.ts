// GET /api/admin/fairness: the selection rates and impact ratios per group of one flow (optionally
// one posting and a period of submission days), from the counts kept as decisions happen: one
// document read a day and posting of the period, whatever the number of applicants; and their
// published form (GET /api/ai-assessment/summary).
import {
  AI_ASSESSMENT_PERIOD_DAYS,
  FAIRNESS_EPOCH,
  fairnessFigures,
  publishedSummary,
  type AiAssessmentSummary,
  type FairnessFlow,
  type FairnessResponse,
} from '@careers/domain/privacy';
import { isBackwardsPeriod, PERIOD_MESSAGES } from '@careers/domain/shared';
import { invalid, ok, type Outcome } from '../outcome';
import { firstFairnessDay, readFairnessCounts } from '../stores/fairness';

/** The figures of `flow` for applications submitted in [from, to] (every day until today by default). */
export async function fairnessReport(
  query: { flow: FairnessFlow; job_slug?: string; from?: string; to?: string },
  now: Date = new Date(),
): Promise<Outcome<FairnessResponse>> {
  const from = query.from ?? FAIRNESS_EPOCH;
  const to = query.to ?? now.toISOString().slice(0, 10);
  if (isBackwardsPeriod({ from, to })) return invalid(PERIOD_MESSAGES.backwards);
  const documents = await readFairnessCounts(query.flow, from, to, query.job_slug);
  const summed: Record<string, Record<string, number>> = {};
  for (const document of documents) {
    for (const [group, counts] of Object.entries(document.counts ?? {})) {
      const into = (summed[group] ??= {});
      for (const [key, n] of Object.entries(counts)) into[key] = (into[key] ?? 0) + n;
    }
  }
  return ok({
    generated_at: now.toISOString(),
    flow: query.flow,
    from,
    to,
    ...fairnessFigures(summed, query.flow),
  });
}

/** GET /api/ai-assessment/summary: the screening's figures over the last year, as published. */
export async function aiAssessmentSummary(now: Date = new Date()): Promise<Outcome<AiAssessmentSummary>> {
  // The period's days, today included.
  const from = new Date(now.getTime() - (AI_ASSESSMENT_PERIOD_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [report, firstUsed] = await Promise.all([
    fairnessReport({ flow: 'screening', from }, now),
    firstFairnessDay('screening'),
  ]);
  return report.ok ? ok(publishedSummary(report.value, firstUsed)) : report;
}
