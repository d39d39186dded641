// The Fairness screen's pure parts: a group's human label, the figures as the tables write them,
// the four-fifths flag, and the CSV of every row. Kept apart from the screen so they are tested
// without rendering it.
import {
  FAIRNESS_DIMENSIONS,
  FOUR_FIFTHS,
  RACE_ETHNICITY_LABELS,
  SEX_LABELS,
  type FairnessDimension,
  type FairnessFlow,
  type FairnessGroup,
  type FairnessResponse,
} from '@careers/domain/privacy';
import { toCsv } from '../admin-kit';

/** The screen's filters as the call takes them: a flow, and optionally a posting and a period (days, UTC). */
export interface FairnessQuery {
  flow: FairnessFlow;
  job_slug?: string;
  from?: string;
  to?: string;
}

/** The label of a sex or race/ethnicity key; a key the labels do not know (a newer server) shows as itself. */
const labelOf = (labels: Record<string, string>, key: string): string => labels[key] ?? key;

/** A group's human label: 'Female', 'Asian', or intersectional 'Female · Asian' (from `female|asian`). */
export function groupLabel({ dimension, group }: Pick<FairnessGroup, 'dimension' | 'group'>): string {
  if (dimension === 'sex') return labelOf(SEX_LABELS, group);
  if (dimension === 'race_ethnicity') return labelOf(RACE_ETHNICITY_LABELS, group);
  const [sex = '', race = ''] = group.split('|');
  return `${labelOf(SEX_LABELS, sex)} · ${labelOf(RACE_ETHNICITY_LABELS, race)}`;
}

/** An impact ratio with two decimals, cut, not rounded ('0.79' for 0.7999); '—' for an excluded group (no ratio). */
export function formatRatio(ratio: number | null): string {
  // Cut so that a ratio just under 0.8 never reads '0.80' beside its "Below four-fifths" flag; the
  // epsilon keeps a binary product like 0.29 * 100 (28.999...) at its two decimals.
  return ratio === null ? '—' : (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

/** Whether the group's impact ratio is under the four-fifths rule's 0.8 (excluded groups have none). */
export function belowFourFifths(group: Pick<FairnessGroup, 'impact_ratio'>): boolean {
  return group.impact_ratio !== null && group.impact_ratio < FOUR_FIFTHS;
}

/** The groups of one dimension, in the order the answer gives them (by key). */
export function groupsOf(figures: Pick<FairnessResponse, 'groups'>, dimension: FairnessDimension): FairnessGroup[] {
  return figures.groups.filter((group) => group.dimension === dimension);
}

/** The columns of the CSV: the answer's own fields, so the file reads like the API. */
export const FAIRNESS_CSV_HEADER = [
  'dimension',
  'group',
  'applicants',
  'selected',
  'selection_rate',
  'impact_ratio',
  'scoring_rate',
  'excluded',
  'withheld',
] as const;

/** Every row of the three tables (sex, race/ethnicity, intersectional, in that order) as CSV; null as empty. */
export function fairnessCsv(figures: Pick<FairnessResponse, 'groups'>): string {
  return toCsv(
    FAIRNESS_CSV_HEADER,
    FAIRNESS_DIMENSIONS.flatMap((dimension) =>
      groupsOf(figures, dimension).map((group) => [
        group.dimension,
        group.group,
        group.applicants,
        group.selected,
        group.selection_rate,
        group.impact_ratio,
        group.scoring_rate,
        group.excluded,
        group.withheld,
      ]),
    ),
  );
}

/** The CSV's file name: `fairness-{flow}-{from}-{to}.csv`, with the period the figures cover. */
export function fairnessFileName(figures: Pick<FairnessResponse, 'flow' | 'from' | 'to'>): string {
  return `fairness-${figures.flow}-${figures.from}-${figures.to}.csv`;
}
