import { isJobOpen, jobFlow, type Job } from '@careers/domain/jobs';
import {
  DEFAULT_SCREENING_SLUG,
  newScreeningApplication,
  screeningApplicationId,
  SCREENING_ERRORS,
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
import { isDocumentId } from '../../stores/document-id';
import { readJob, readJobIn } from '../../stores/jobs';
import {
  createAssessmentRunIn,
  createScreeningApplicationIn,
  readScreeningApplicationIn,
} from '../../stores/screening-applications';
import { deleteScreeningDraftIn } from '../../stores/screening-drafts';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import { readUser } from '../../stores/users';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
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
 * Whether a screening call may name the posting `job` (read for the slug it named): it exists (a
 * draft does not, to a candidate) and uses the screening flow, 404 otherwise; for a submission
 * (`toApply`) it is also open at `now` (active, validThrough ahead), 409 otherwise. An application
 * made before a close is still answered for.
 */
export function decideScreeningPosting(
  job: Pick<Job, 'id' | 'isActive' | 'flow' | 'published' | 'validThrough'> | undefined,
  toApply: boolean,
  now = new Date(),
): Outcome<true> {
  if (!job || job.published === false || jobFlow(job) !== 'screening')
    return notFound(SCREENING_ERRORS.postingNotFound);
  if (toApply && !isJobOpen(job, now)) return conflict(SCREENING_ERRORS.positionClosed);
  return ok(true);
}

/**
 * decideScreeningPosting for the posting `jobSlug` as read (`job`). The specification's posting is
 * decided like any other once it is stored; with no document of it, its calls (which name no
 * posting) behave as they always did.
 */
function screeningPostingOutcome(jobSlug: string, job: Job | undefined, toApply: boolean, now?: Date) {
  if (!job && jobSlug === DEFAULT_SCREENING_SLUG) return ok(true as const);
  return decideScreeningPosting(job, toApply, now);
}

/**
 * The posting `jobSlug` checked for a screening call, before anything is spent on it (a
 * submission decides again inside its transaction: submitScreening).
 */
export async function checkScreeningPosting(jobSlug: string, toApply: boolean): Promise<Outcome<true>> {
  return screeningPostingOutcome(jobSlug, isDocumentId(jobSlug) ? await readJob(jobSlug) : undefined, toApply);
}

/**
 * Stores the caller's one screening application to the posting `jobSlug` (and its
 * screening_received mail, naming the posting by its title), in one transaction with its first
 * assessment run (requested), the candidate's status mirror and the deletion of their draft for
 * that posting, all keyed by screeningApplicationId. Of two submissions to one posting, even
 * concurrent ones, exactly one is stored; the other is refused. A person whose screening for the
 * posting was decided and then erased (their applicant key's history) is refused until the
 * re-application period ends; other postings stay open to them. The posting is read in the
 * transaction: a close (an admin's, or the daily expiry's) that commits first refuses it (409).
 */
export async function submitScreening(
  actor: Actor,
  tokenName: string | null,
  form: ScreeningFormValues,
  applicantKey: string | null,
  jobSlug: string = DEFAULT_SCREENING_SLUG,
): Promise<Outcome<ScreeningSubmitResponse>> {
  if (!isDocumentId(jobSlug)) return notFound(SCREENING_ERRORS.postingNotFound);
  const name = (await readUser(actor.uid))?.name ?? tokenName;
  const id = screeningApplicationId(actor.uid, jobSlug);
  return inTransaction(async (tx) => {
    const now = new Date();
    const job = await readJobIn(tx, jobSlug);
    const posting = screeningPostingOutcome(jobSlug, job, true, now);
    if (!posting.ok) return posting;
    if (await readScreeningApplicationIn(tx, id)) return conflict(SCREENING_MESSAGES.ALREADY_SUBMITTED);
    const history = applicantKey ? await readApplicantHistoryIn(tx, applicantKey) : undefined;
    const blockedUntil = reapplicationBlockedUntil(history, 'screening', now, jobSlug);
    if (blockedUntil) return conflict(reapplicationRefusal(blockedUntil));
    const application = { ...newScreeningApplication(actor, name, form, now, jobSlug), applicant_key: applicantKey };
    const queueMails = await prepareMailsIn(tx, [screeningReceivedMail(application, job?.title ?? jobSlug)]);
    createScreeningApplicationIn(tx, application);
    queueMails();
    createAssessmentRunIn(tx, id, requestedRun(1, 'submission', null, now));
    writeScreeningStatusIn(tx, id, screeningStatusDocument('submitted', now));
    deleteScreeningDraftIn(tx, id);
    return ok({ success: true, message: SCREENING_MESSAGES.SUBMITTED });
  });
}
