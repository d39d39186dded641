// The Analytics screens' pure parts: the figures as the tables and charts write them. Kept apart
// from the screens so they are tested without rendering.
import { STAGE_LABELS, type AnalyticsReport, type PipelineStage } from '@careers/domain/analytics';

/** What the screens show for a figure there is none of (no stage before, no time counted). */
export const NO_FIGURE = '—';

/** A stage's label; a stage the labels do not know (a newer server) shows as itself. */
export const stageLabel = (stage: PipelineStage | string): string =>
  (STAGE_LABELS as Record<string, string>)[stage] ?? stage;

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Hours or days with at most one decimal ('26.9', '0.5', '1,024'); '—' without a figure. */
export function formatDuration(value: number | null): string {
  return value === null ? NO_FIGURE : oneDecimal.format(value);
}

/** Whether the period holds no application: the funnel's first stage counts every one. */
export const hasNoApplications = (report: Pick<AnalyticsReport, 'funnel'>): boolean =>
  (report.funnel[0]?.count ?? 0) === 0;

/** The offers' outcomes in the order the Offers table lists them. */
export const OFFER_OUTCOMES = ['made', 'accepted', 'declined', 'withdrawn'] as const;
