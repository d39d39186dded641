// scorecards/{applicationId}--{interviewerUid}: the interviewers' scorecards (Scorecard,
// domain/src/team/scorecards.ts).
import { COLLECTIONS } from '@careers/domain/shared';
import {
  scorecardId,
  scorecardsByInterviewerQuery,
  scorecardsOfApplicationsQueries,
  type Scorecard,
} from '@careers/domain/team';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import { describedQuery } from './query';

const scorecards = () => db.collection(COLLECTIONS.scorecards).withConverter(converter<Scorecard>());

/** An interviewer's scorecard of an application within `tx`, or undefined when they wrote none. */
export async function readScorecardIn(
  tx: Transaction,
  applicationId: string,
  interviewerUid: string,
): Promise<Scorecard | undefined> {
  return (await tx.get(scorecards().doc(scorecardId(applicationId, interviewerUid)))).data();
}

/** Writes a scorecard within `tx`. */
export function writeScorecardIn(tx: Transaction, scorecard: Scorecard): void {
  tx.set(scorecards().doc(scorecardId(scorecard.application_id, scorecard.interviewer_uid)), scorecard);
}

/** Whether any interviewer has submitted a scorecard of the application, within `tx`. */
export async function hasSubmittedScorecardIn(tx: Transaction, applicationId: string): Promise<boolean> {
  const [description] = scorecardsOfApplicationsQueries([applicationId]);
  const snapshot = await tx.get(describedQuery(scorecards(), description!));
  return snapshot.docs.some((doc) => doc.data().submitted);
}

/** The scorecards of these applications. */
export async function scorecardsOf(applicationIds: readonly string[]): Promise<Scorecard[]> {
  const answers = await Promise.all(
    scorecardsOfApplicationsQueries(applicationIds).map((description) =>
      describedQuery(scorecards(), description).get(),
    ),
  );
  return answers.flatMap((answer) => answer.docs.map((doc) => doc.data()));
}

/** Deletes the scorecards of these applications (the erase of their candidate): how many. */
export async function deleteScorecardsOf(applicationIds: readonly string[]): Promise<number> {
  const found = await scorecardsOf(applicationIds);
  if (found.length === 0) return 0;
  const batch = db.batch();
  for (const scorecard of found)
    batch.delete(scorecards().doc(scorecardId(scorecard.application_id, scorecard.interviewer_uid)));
  await batch.commit();
  return found.length;
}

/**
 * Takes an interviewer's name off the scorecards they wrote (the erase of their account): the
 * candidate's record stays, written by a pseudonym. How many.
 */
export async function pseudonymiseScorecardsBy(uid: string, pseudonym: string): Promise<number> {
  const found = (await describedQuery(scorecards(), scorecardsByInterviewerQuery(uid)).get()).docs;
  for (const doc of found) {
    const scorecard = doc.data();
    const batch = db.batch();
    batch.delete(doc.ref);
    batch.set(scorecards().doc(scorecardId(scorecard.application_id, pseudonym)), {
      ...scorecard,
      interviewer_uid: pseudonym,
      interviewer_email: '',
    });
    await batch.commit();
  }
  return found.length;
}
