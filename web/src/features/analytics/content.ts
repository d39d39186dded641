// The texts of the admins' Analytics screens (the pipeline figures of docs/features/analytics.md):
// one screen a flow, the recruiting admin's and the full-stack admin's. The stages' labels are the
// domain's STAGE_LABELS.
import { PERIOD_MESSAGES } from '@careers/domain/shared';
import type { AnalyticsFlow } from '@careers/domain/analytics';

/** The Analytics screens' own texts. */
export const ANALYTICS_TEXT = {
  title: 'Analytics',
  intro: {
    recruiting: 'The recruiting applications submitted in the period, and how far each one went.',
    screening: 'The full-stack screening applications submitted in the period, and how far each one went.',
  } satisfies Record<AnalyticsFlow, string>,
  reachRule: 'A stage counts the applications that reached it or any later stage.',
  from: 'From',
  to: 'To',
  periodBackwards: PERIOD_MESSAGES.backwardsFields,
  loading: 'Loading the figures...',
  failed: 'Failed to load the figures',
  tryAgain: 'Try again',
  exportFailed: 'The figures could not be exported',
  empty: 'No applications in this period.',
  approximate: (count: number) =>
    count === 1
      ? '1 application was stored before the times of its stages were kept: it counts in the funnel, the sources and the offers, not in the times.'
      : `${count} applications were stored before the times of their stages were kept: they count in the funnel, the sources and the offers, not in the times.`,
  funnel: {
    title: 'Funnel',
    exportCsv: 'Export funnel CSV',
    series: 'Applications',
    columns: { stage: 'Stage', count: 'Applications', conversion: 'Conversion from the stage before' },
  },
  timeInStage: {
    title: 'Time in stage',
    exportCsv: 'Export time in stage CSV',
    series: 'Median hours',
    note: {
      recruiting:
        'Counts the applications that have left each stage, for a later stage or out of the pipeline; a hire is left when the candidate accepts or declines the offer.',
      screening: 'Counts the applications that have left each stage, for a later stage or out of the pipeline.',
    } satisfies Record<AnalyticsFlow, string>,
    columns: { stage: 'Stage', count: 'Left the stage', median: 'Median hours', p90: '90th percentile hours' },
  },
  timeToHire: {
    title: 'Time to hire',
    hires: 'Hires',
    median: 'Median days to hire',
    p90: '90th percentile days to hire',
  },
  offers: {
    title: 'Offers',
    exportCsv: 'Export offers CSV',
    columns: { outcome: 'Outcome', count: 'Offers' },
    outcomes: { made: 'Made', accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' },
  },
  sources: {
    title: 'Sources',
    exportCsv: 'Export sources CSV',
    note: {
      recruiting: 'The referral source each applicant named, and how far their applications went.',
      screening: 'Screening applications name no referral source: every one counts as Unknown.',
    } satisfies Record<AnalyticsFlow, string>,
    columns: {
      source: 'Source',
      applied: 'Applied',
      qualified: 'Qualified',
      interviewed: 'Interviewed',
      hired: 'Hired',
    },
  },
} as const;
