// The published summary of the screening assessment's fairness figures (docs/features/fairness.md):
// `GET /api/ai-assessment/summary` and the public page `/ai-assessment`. Aggregates only, of the
// screening flow over the last year; a group left out of the ratios (under 2% of the applicants, or
// under five people) is named without its numbers, so that no published figure describes a handful
// of people.
import type { FairnessGroup, FairnessResponse } from './fairness';

/** The path of the public summary. */
export const AI_ASSESSMENT_API = { summary: '/api/ai-assessment/summary' } as const;

/** How far back the published figures look: a year, as a yearly audit does. */
export const AI_ASSESSMENT_PERIOD_DAYS = 365;

/** A group as published: its numbers only when it is not excluded. */
export interface PublishedGroup {
  dimension: FairnessGroup['dimension'];
  group: string;
  excluded: boolean;
  applicants: number | null;
  selected: number | null;
  selection_rate: number | null;
  impact_ratio: number | null;
  scoring_rate: number | null;
}

/** GET /api/ai-assessment/summary answer. */
export interface AiAssessmentSummary {
  computed_at: string;
  /** The first day the assessment decided an application (null before any). */
  first_used: string | null;
  source: string;
  period: { from: string; to: string };
  applicants: number;
  groups: PublishedGroup[];
  unknown: { applicants: number; selected: number };
}

/** What the figures are computed from. */
export const AI_ASSESSMENT_SOURCE =
  'Every full-stack screening application the automated assessment decided, and the voluntary self-identification of the people who answered it.';

/** The published form of the figures: an excluded group keeps its name, not its numbers. */
export function publishedSummary(
  figures: Pick<FairnessResponse, 'generated_at' | 'from' | 'to' | 'applicants' | 'groups' | 'unknown'>,
  firstUsed: string | null,
): AiAssessmentSummary {
  return {
    computed_at: figures.generated_at,
    first_used: firstUsed,
    source: AI_ASSESSMENT_SOURCE,
    period: { from: figures.from, to: figures.to },
    applicants: figures.applicants,
    groups: figures.groups.map((group) =>
      group.excluded
        ? {
            dimension: group.dimension,
            group: group.group,
            excluded: true,
            applicants: null,
            selected: null,
            selection_rate: null,
            impact_ratio: null,
            scoring_rate: null,
          }
        : {
            dimension: group.dimension,
            group: group.group,
            excluded: false,
            applicants: group.applicants,
            selected: group.selected,
            selection_rate: group.selection_rate,
            impact_ratio: group.impact_ratio,
            scoring_rate: group.scoring_rate,
          },
    ),
    unknown: figures.unknown,
  };
}

/** The public page's texts. */
export const AI_ASSESSMENT_TEXT = {
  title: 'Our automated screening assessment',
  intro: [
    'Applications to our full-stack engineering internship are screened by an automated assessment: an AI model and our built-in rubric score each answer of the screening form, and the result decides whether the application goes on. A person reviews every case where the two disagree, and any candidate may ask a person to review their result.',
    'We check that it selects people of every group at fair rates. The figures below are computed from our own data and kept current as decisions happen. The groups come from a voluntary self-identification, kept apart from the applications and never seen by the assessment.',
  ],
  computedAt: 'Figures computed',
  firstUsed: 'In use since',
  source: 'Data',
  period: 'Period',
  applicants: 'Applicants',
  selected: 'Selected',
  selectionRate: 'Selection rate',
  impactRatio: 'Impact ratio',
  scoringRate: 'Scoring rate',
  group: 'Group',
  excluded: 'Too few applicants to publish (under 2%, or fewer than five)',
  explanation:
    "The selection rate is the share of a group's applicants the assessment passed; the impact ratio divides it by the highest group's rate (under 0.8 calls for a closer look, the four-fifths rule); the scoring rate is the share of a group scoring above the median of all applicants.",
  unknown: (applicants: number, selected: number) =>
    `${applicants} applicants did not answer the self-identification; ${selected} of them were selected.`,
  loadFailed: 'The figures could not be loaded. Please try again later.',
  dimensions: { sex: 'Sex', race_ethnicity: 'Race/ethnicity', intersectional: 'Sex and race/ethnicity' },
} as const;
