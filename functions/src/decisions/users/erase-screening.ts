// The erase of a person's screening documents (part of erase-account.ts): every screening
// application of theirs, one per posting (`{uid}`, `{uid}__{slug}`), with its assessment runs,
// each decision kept in their applicant history for its posting's re-application period; then
// every status mirror and every draft keyed to them (a draft needs no application).
import { withDecision } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { readApplicantHistoryIn, writeApplicantHistoryIn } from '../../stores/applicant-history';
import { inTransaction } from '../../stores/firestore';
import { deleteScreeningApplication, readScreeningApplicationIn } from '../../stores/screening-applications';
import { deleteScreeningDraft } from '../../stores/screening-drafts';
import { screeningIdsOf } from '../../stores/screening-keys';
import { deleteScreeningStatus } from '../../stores/screening-status';
import { lastDecisionOf, type ErasedPerson } from './erase';

/**
 * Keeps the date and outcome of the person's screening application `id` (their applicant history,
 * for the re-application period of its posting) in one transaction that reads it, before the
 * application is deleted.
 */
function keepScreeningDecision(person: ErasedPerson, id: string): Promise<void> {
  return inTransaction(async (tx) => {
    const application = await readScreeningApplicationIn(tx, id);
    const key = application?.applicant_key ?? person.applicantKey;
    if (!application || !key) return;
    const history = await readApplicantHistoryIn(tx, key);
    const decision = lastDecisionOf({ status: application.fs_status, updated_at: application.updated_at });
    writeApplicantHistoryIn(tx, key, withDecision(history, 'screening', decision, application.job_slug));
  });
}

/**
 * Erases the screening applications `ids` of `person` one after another (each writes the one
 * applicant history), before the status mirrors: a reassess or a claim that commits after finds
 * no application and writes neither (deleteScreeningApplication takes the runs after it). Answers
 * how many applications (with runs), mirrors and drafts it deleted.
 */
export async function eraseScreening(
  person: ErasedPerson,
  ids: readonly string[],
): Promise<{ deleted: number; status: number; drafts: number }> {
  const draftsGone = async () => {
    const draftIds = await screeningIdsOf(COLLECTIONS.screeningDrafts, person.uid);
    return (await Promise.all(draftIds.map(deleteScreeningDraft))).filter(Boolean).length;
  };
  const applicationsGone = async () => {
    let deleted = 0;
    for (const id of ids) {
      await keepScreeningDecision(person, id);
      deleted += await deleteScreeningApplication(id);
    }
    const statusIds = await screeningIdsOf(COLLECTIONS.screeningStatus, person.uid);
    return { deleted, status: (await Promise.all(statusIds.map(deleteScreeningStatus))).filter(Boolean).length };
  };
  const [drafts, { deleted, status }] = await Promise.all([draftsGone(), applicationsGone()]);
  return { deleted, status, drafts };
}
