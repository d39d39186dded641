// The dashboards' tallies (domain/src/shared/tally.ts): a recruiting or screening application's
// write brings its area's tally up to date, and the dashboards read the tally instead of counting.
// The handlers read the document as it is now (not the event's before and after), so a repeated,
// concurrent or late event, or one whose document is gone, adds nothing twice.
import {
  recruitingTally,
  screeningTally,
  type RecruitingApplication,
  type ScreeningApplication,
  type Tally,
  type TallyArea,
} from '@careers/domain';
import { reconcileAllTallies, reconcileTally } from '../../stores/tallies';
import type { DocumentChange } from '../document-change';

/** recruitingApplications/{uid} written: the recruiting tally counts the application as it is now. */
export function tallyRecruitingChange(change: DocumentChange<RecruitingApplication>): Promise<Tally> {
  return reconcileTally<RecruitingApplication>('recruiting', change.id, recruitingTally);
}

/** screeningApplications/{uid} written: the screening tally counts the application as it is now. */
export function tallyScreeningChange(change: DocumentChange<ScreeningApplication>): Promise<Tally> {
  return reconcileTally<ScreeningApplication>('screening', change.id, screeningTally);
}

/** Reconciles every application of `area` (the backfill and repair of `npm run tallies`). */
export function reconcileArea(area: TallyArea): Promise<{ documents: number; changed: number }> {
  return area === 'recruiting'
    ? reconcileAllTallies<RecruitingApplication>('recruiting', recruitingTally)
    : reconcileAllTallies<ScreeningApplication>('screening', screeningTally);
}
