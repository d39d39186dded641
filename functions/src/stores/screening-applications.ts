// screeningApplications/{id}: one screening application per user and posting (domain
// application-id.ts: the uid for `fullstack-engineer`, `{uid}__{slug}` for another screening
// posting), and beneath each assessments/{run id}, the history of its assessment runs.
import {
  assessmentRunsQuery,
  humanReviewsQuery,
  screeningApplicationsInStatusQuery,
  screeningApplicationsPageQuery,
  SCREENING_TALLY,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type StoredScreeningStatus,
} from '@careers/domain/screening';
import { stageHistoryUpdate } from '@careers/domain/analytics';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, inTransaction, type Transaction } from './firestore';
import type { PageCursor } from '@careers/domain/shared';
import { describedQuery } from './query';
import { screeningIdsOf } from './screening-keys';
import { talliedDocuments } from './tallied';

const applications = () =>
  db.collection(COLLECTIONS.screeningApplications).withConverter(converter<ScreeningApplication>());

const runs = (uid: string) =>
  applications()
    .doc(uid)
    .collection(COLLECTIONS.screeningAssessments)
    .withConverter(converter<ScreeningAssessmentRun>());

/** The screening application `id` (screeningApplicationId), or undefined before its candidate submitted. */
export async function readScreeningApplication(id: string): Promise<ScreeningApplication | undefined> {
  return (await applications().doc(id).get()).data();
}

/** Every screening application of `uid`, one per posting (the specification's first). */
export async function screeningApplicationsOf(uid: string): Promise<ScreeningApplication[]> {
  const ids = await screeningIdsOf(COLLECTIONS.screeningApplications, uid);
  const found = await Promise.all(ids.map(readScreeningApplication));
  return found.filter((application): application is ScreeningApplication => application !== undefined);
}

/** The writes within transactions, which keep the screening tally (stores/tallied.ts). */
const tallied = talliedDocuments(
  SCREENING_TALLY,
  (uid) => applications().doc(uid),
  (after, now, created) => stageHistoryUpdate('screening', after, now, created),
);

/** The application `uid`, read within `tx` (with what the tally counts for it). */
export function readScreeningApplicationIn(tx: Transaction, uid: string): Promise<ScreeningApplication | undefined> {
  return tallied.readIn(tx, uid);
}

/** Creates the application within `tx` (the transaction read that there is none). */
export function createScreeningApplicationIn(tx: Transaction, application: ScreeningApplication): void {
  tallied.createIn(tx, application);
}

/** Updates fields of the application `uid` within `tx` (read in it first). */
export function updateScreeningApplicationIn(
  tx: Transaction,
  uid: string,
  update: Partial<ScreeningApplication>,
): void {
  tallied.updateIn(tx, uid, update);
}

/** Creates an assessment run of the application `uid` within `tx`. */
export function createAssessmentRunIn(tx: Transaction, uid: string, run: ScreeningAssessmentRun): void {
  tx.create(runs(uid).doc(run.run_id), run);
}

/** Updates fields of the run `runId` of the application `uid` within `tx`. */
export function updateAssessmentRunIn(
  tx: Transaction,
  uid: string,
  runId: string,
  update: Partial<ScreeningAssessmentRun>,
): void {
  tx.update(runs(uid).doc(runId), update);
}

/**
 * Claims the assessment an application asks for: `submitted` becomes `assessing` (with
 * `updated_at`) for exactly one caller, who gets the application as it was; every other
 * (repeated or concurrent) caller gets null. `alongside` writes in the same transaction.
 */
export function claimAssessment(
  uid: string,
  now: Date,
  alongside: (tx: Transaction, claimed: ScreeningApplication) => void,
): Promise<ScreeningApplication | null> {
  return inTransaction(async (tx) => {
    const data = await tallied.readIn(tx, uid);
    if (data?.fs_status !== ('submitted' satisfies StoredScreeningStatus)) return null;
    tallied.updateIn(tx, uid, { fs_status: 'assessing', updated_at: now });
    alongside(tx, data);
    return data;
  });
}

/** The ids of the applications `assessing` now (a run claimed; the lease sweep checks each). */
export async function assessingApplicationIds(): Promise<string[]> {
  const query = describedQuery(applications(), screeningApplicationsInStatusQuery('assessing'));
  return (await query.select().get()).docs.map((doc) => doc.id);
}

/**
 * A page of the applications, newest first, optionally in one status: `limit` of them after
 * `after` or skipping `offset`, and whether more follow.
 */
export async function newestScreeningApplications(page: {
  status?: StoredScreeningStatus;
  limit: number;
  offset: number;
  after?: PageCursor;
}): Promise<{ rows: ScreeningApplication[]; more: boolean }> {
  const docs = (await describedQuery(applications(), screeningApplicationsPageQuery(page)).get()).docs;
  return { rows: docs.slice(0, page.limit).map((doc) => doc.data()), more: docs.length > page.limit };
}

/** Every assessment run of the application `uid`, newest first. */
export async function assessmentRunsOf(uid: string): Promise<ScreeningAssessmentRun[]> {
  return (await describedQuery(runs(uid), assessmentRunsQuery()).get()).docs.map((doc) => doc.data());
}

/**
 * Deletes the application of `uid`, then every assessment run beneath it (nothing happens when there
 * is none): the erase. The application first, so a run started after it (a reassess, whose
 * transaction reads the application) cannot be left behind. Answers how many documents it deleted.
 * The tally trigger sees the delete.
 */
export async function deleteScreeningApplication(uid: string): Promise<number> {
  const application = Number(await deleteIfExists(applications().doc(uid)));
  const existingRuns = (await runs(uid).select().get()).docs;
  await Promise.all(existingRuns.map((run) => run.ref.delete()));
  return application + existingRuns.length;
}

/** The applications whose human review request waits (`pending`) or was decided, at most HUMAN_REVIEW_QUEUE_LIMIT. */
export async function humanReviewApplications(pending: boolean): Promise<ScreeningApplication[]> {
  return (await describedQuery(applications(), humanReviewsQuery(pending)).get()).docs.map((doc) => doc.data());
}
