// The dashboards' tallies (domain/src/shared/tally.ts): a recruiting or screening application's
// write brings its area's tally up to date, and the dashboards read the tally instead of counting.
// The handlers read the document as it is now (not the event's before and after), so a repeated,
// concurrent or late event, or one whose document is gone, adds nothing twice.
import { RECRUITING_TALLY, type RecruitingApplication } from '@careers/domain/recruiting';
import { SCREENING_TALLY, type ScreeningApplication } from '@careers/domain/screening';
import { type Tally, type TallyArea } from '@careers/domain/shared';
import { reconcileAllTallies, reconcileTally, type ReconcileReport } from '../../stores/tallies';
import type { DocumentChange } from '../document-change';

/** recruitingApplications/{uid} written: the recruiting tally counts the application as it is now. */
export async function tallyRecruitingChange(change: DocumentChange<RecruitingApplication>): Promise<Tally> {
  // An event without a document names nothing to count (and must not fail into endless retries).
  return change.id ? reconcileTally(RECRUITING_TALLY, change.id) : {};
}

/** screeningApplications/{uid} written: the screening tally counts the application as it is now. */
export async function tallyScreeningChange(change: DocumentChange<ScreeningApplication>): Promise<Tally> {
  return change.id ? reconcileTally(SCREENING_TALLY, change.id) : {};
}

/** Reconciles every application of `area` (the backfill and repair of `npm run tallies`). */
export function reconcileArea(area: TallyArea): Promise<ReconcileReport> {
  return area === 'recruiting' ? reconcileAllTallies(RECRUITING_TALLY) : reconcileAllTallies(SCREENING_TALLY);
}
