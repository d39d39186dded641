// The Analytics screens' CSV exports, one a table (funnel, time in stage, offers, sources): the
// answer's own field names and stage keys, so a file reads like the API, with null as an empty cell
// (the admin kit's writer quotes and defuses every cell).
import type { AnalyticsReport } from '@careers/domain/analytics';
import { toCsv } from '../admin-kit';
import { OFFER_OUTCOMES } from './figures';

/** The tables with a CSV export. */
export type AnalyticsTable = 'funnel' | 'time-in-stage' | 'offers' | 'sources';

/** The funnel's columns. */
export const FUNNEL_CSV_HEADER = ['stage', 'count', 'conversion'] as const;

/** The time in stage's columns. */
export const TIME_IN_STAGE_CSV_HEADER = ['stage', 'count', 'median_hours', 'p90_hours'] as const;

/** The offers' columns: an outcome a row, as the Offers table lists them. */
export const OFFERS_CSV_HEADER = ['outcome', 'count'] as const;

/** The sources' columns. */
export const SOURCES_CSV_HEADER = ['source', 'applied', 'qualified', 'interviewed', 'hired'] as const;

/** Every stage of the funnel, in the pipeline's order. */
export function funnelCsv(report: Pick<AnalyticsReport, 'funnel'>): string {
  return toCsv(
    FUNNEL_CSV_HEADER,
    report.funnel.map((row) => [row.stage, row.count, row.conversion]),
  );
}

/** Every stage's time, in the pipeline's order. */
export function timeInStageCsv(report: Pick<AnalyticsReport, 'time_in_stage'>): string {
  return toCsv(
    TIME_IN_STAGE_CSV_HEADER,
    report.time_in_stage.map((row) => [row.stage, row.count, row.median_hours, row.p90_hours]),
  );
}

/** The offers made, accepted, declined and withdrawn, the answer's keys as the outcomes. */
export function offersCsv(report: Pick<AnalyticsReport, 'offers'>): string {
  return toCsv(
    OFFERS_CSV_HEADER,
    OFFER_OUTCOMES.map((outcome) => [outcome, report.offers[outcome]]),
  );
}

/** Every source, in the answer's order. */
export function sourcesCsv(report: Pick<AnalyticsReport, 'sources'>): string {
  return toCsv(
    SOURCES_CSV_HEADER,
    report.sources.map((row) => [row.source, row.applied, row.qualified, row.interviewed, row.hired]),
  );
}

/**
 * A table's file name: `analytics-{flow}-{table}`, then the posting, the period's start and its end
 * where the figures have them, e.g. `analytics-recruiting-funnel-analyst-from-2026-01-01.csv`.
 */
export function analyticsFileName(
  report: Pick<AnalyticsReport, 'flow' | 'job_slug' | 'from' | 'to'>,
  table: AnalyticsTable,
): string {
  const parts = [
    'analytics',
    report.flow,
    table,
    report.job_slug,
    report.from && `from-${report.from}`,
    report.to && `to-${report.to}`,
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/** Each table's CSV. */
export const ANALYTICS_CSV: Record<AnalyticsTable, (report: AnalyticsReport) => string> = {
  funnel: funnelCsv,
  'time-in-stage': timeInStageCsv,
  offers: offersCsv,
  sources: sourcesCsv,
};
