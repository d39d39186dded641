import {
  newScreeningApplication,
  requestedRun,
  SCREENING_MESSAGES,
  screeningStatusDocument,
  type ScreeningApplication,
  type ScreeningFormValues,
  type ScreeningSubmitResponse,
} from '@careers/domain/screening';
import { reapplicationBlockedUntil, reapplicationRefusal } from '@careers/domain/privacy';
import { type Actor } from '@careers/domain/shared';
import { readApplicantHistoryIn } from '../../stores/applicant-history';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import {
  createAssessmentRunIn,
  createScreeningApplicationIn,
  readScreeningApplicationIn,
} from '../../stores/screening-applications';
import { deleteScreeningDraftIn } from '../../stores/screening-drafts';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import { readUser } from '../../stores/users';
import { conflict, ok, type Outcome } from '../../outcome';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';

/** The mail a stored screening application sends (non-essential): that it was received, naming the posting by its title. */
export function screeningReceivedMail(application: ScreeningApplication, jobTitle: string): CandidateMail {
  return {
    template: 'screening_received',
    data: { name: application.user_name ?? '', job_title: jobTitle },
    userId: application.user_id,
    applicationId: application.id,
    subjectId: application.id,
    key: application.created_at.getTime(),
    requestedBy: application.user_id,
    now: application.created_at,
  };
}

/**
 * Stores the caller's one screening application (and its screening_received mail), in one transaction with its first assessment
 * run (requested), the candidate's status mirror and the deletion of their draft. Of two
 * submissions, even concurrent ones, exactly one is stored; the other is refused. A person whose
 * screening was decided and then erased (their applicant key's history) is refused until the
 * re-application period ends.
 */
export async function submitScreening(
  actor: Actor,
  tokenName: string | null,
  form: ScreeningFormValues,
  applicantKey: string | null,
): Promise<Outcome<ScreeningSubmitResponse>> {
  const name = (await readUser(actor.uid))?.name ?? tokenName;
  return inTransaction(async (tx) => {
    if (await readScreeningApplicationIn(tx, actor.uid)) return conflict(SCREENING_MESSAGES.ALREADY_SUBMITTED);
    const now = new Date();
    const history = applicantKey ? await readApplicantHistoryIn(tx, applicantKey) : undefined;
    const blockedUntil = reapplicationBlockedUntil(history, 'screening', now);
    if (blockedUntil) return conflict(reapplicationRefusal(blockedUntil));
    const application = { ...newScreeningApplication(actor, name, form, now), applicant_key: applicantKey };
    const jobTitle = await readJobTitleIn(tx, application.job_slug);
    const queueMails = await prepareMailsIn(tx, [screeningReceivedMail(application, jobTitle)]);
    createScreeningApplicationIn(tx, application);
    queueMails();
    createAssessmentRunIn(tx, actor.uid, requestedRun(1, 'submission', null, now));
    writeScreeningStatusIn(tx, actor.uid, screeningStatusDocument('submitted', now));
    deleteScreeningDraftIn(tx, actor.uid);
    return ok({ success: true, message: SCREENING_MESSAGES.SUBMITTED });
  });
}
