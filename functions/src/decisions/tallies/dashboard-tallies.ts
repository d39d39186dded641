// The dashboards' tallies (domain/src/shared/tally.ts): a recruiting or screening application's
// write brings its area's tally up to date, and the dashboards read the tally instead of counting.
// The handlers read the document as it is now (not the event's before and after), so a repeated,
// concurrent or late event, or one whose document is gone, adds nothing twice.
import {
  COLLECTIONS,
  recruitingTally,
  screeningTally,
  type RecruitingApplication,
  type ScreeningApplication,
  type Tally,
  type TallyArea,
  type TallySource,
} from '@careers/domain';
import { reconcileAllTallies, reconcileTally } from '../../stores/tallies';
import type { DocumentChange } from '../document-change';

/** The recruiting dashboard's tally: applications by status and day of submission. */
export const RECRUITING_TALLY: TallySource<RecruitingApplication> = {
  area: 'recruiting' satisfies TallyArea,
  collection: COLLECTIONS.recruitingApplications,
  contribution: recruitingTally,
};

/** The screening dashboards' tally: applications by status and day, and their scores. */
export const SCREENING_TALLY: TallySource<ScreeningApplication> = {
  area: 'screening' satisfies TallyArea,
  collection: COLLECTIONS.screeningApplications,
  contribution: screeningTally,
};

/** recruitingApplications/{uid} written: the recruiting tally counts the application as it is now. */
export function tallyRecruitingChange(change: DocumentChange<RecruitingApplication>): Promise<Tally> {
  return reconcileTally(RECRUITING_TALLY, change.id);
}

/** screeningApplications/{uid} written: the screening tally counts the application as it is now. */
export function tallyScreeningChange(change: DocumentChange<ScreeningApplication>): Promise<Tally> {
  return reconcileTally(SCREENING_TALLY, change.id);
}

/** Reconciles every application of `area` (the backfill and repair of `npm run tallies`). */
export function reconcileArea(area: TallyArea): Promise<{ documents: number; changed: number }> {
  return area === 'recruiting' ? reconcileAllTallies(RECRUITING_TALLY) : reconcileAllTallies(SCREENING_TALLY);
}
