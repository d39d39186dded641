import { isJobOpen, jobFlow, type Job } from '@careers/domain/jobs';
import {
  APPLICATION_ERRORS,
  checkCriteria,
  recruitingApplicationId,
  type ApplicationSubmission,
  type RecruitingApplication,
  type SubmitApplicationResponse,
} from '@careers/domain/recruiting';
import { searchIndexFor, type Actor } from '@careers/domain/shared';
import { reapplicationBlockedUntil, reapplicationRefusal } from '@careers/domain/privacy';
import { readApplicantHistoryIn } from '../../stores/applicant-history';
import { isDocumentId } from '../../stores/document-id';
import { readJobIn } from '../../stores/jobs';
import { inTransaction } from '../../stores/firestore';
import { createApplicationIn, readApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';

/**
 * The application stored for a validated submission: the criteria check decides between
 * `criteria_failed` (with the unmet rules as the reason) and `meeting_scheduled` awaiting the NDA.
 */
export function newApplication(uid: string, submission: ApplicationSubmission, now: Date): RecruitingApplication {
  const criteria = checkCriteria(submission);
  return {
    ...submission,
    id: recruitingApplicationId(uid, submission.job_slug),
    user_id: uid,
    status: criteria.qualified ? 'meeting_scheduled' : 'criteria_failed',
    criteria_failure_reason: criteria.reason,
    nda_signed: false,
    nda_signed_at: null,
    nda_signature: null,
    interview_start: null,
    interview_end: null,
    created_at: now,
    updated_at: now,
    search: searchIndexFor(submission.name, submission.email),
  };
}

/**
 * Whether the job takes applications through this form: it exists (a draft does not, to a
 * candidate), uses the recruiting flow and is open at `now` (active, validThrough ahead).
 */
export function decideJob(
  job: Pick<Job, 'id' | 'isActive' | 'flow' | 'published' | 'validThrough'> | undefined,
  now = new Date(),
): Outcome<true> {
  if (!job || job.published === false || jobFlow(job) !== 'recruiting') return notFound(APPLICATION_ERRORS.jobNotFound);
  if (!isJobOpen(job, now)) return conflict(APPLICATION_ERRORS.positionClosed);
  return ok(true);
}

/**
 * The mails a new application sends: that it was received, and the criteria's result (with the
 * unmet rules when it failed), keyed by the application's creation.
 */
export function submissionMails(application: RecruitingApplication, actor: Actor, jobTitle: string): CandidateMail[] {
  const common = applicationMailBase(application, actor, application.created_at);
  return [
    { ...common, template: 'application_received', data: { name: application.name, job_title: jobTitle } },
    {
      ...common,
      template: 'criteria_result',
      data: {
        name: application.name,
        job_title: jobTitle,
        qualified: application.status === 'criteria_failed' ? 'no' : 'yes',
        reasons: application.criteria_failure_reason ?? '',
      },
    },
  ];
}

/**
 * Stores the caller's one application to the posting, an open job of the recruiting flow, in one
 * transaction that reads it first, so of two submissions (even concurrent ones) exactly one is
 * stored and the other is refused; with it, its mails (submissionMails). A person whose
 * application to the posting was decided and then erased (their applicant key's history) is
 * refused until the posting's re-application period ends; other postings stay open to them. The
 * posting is read in the transaction: a close that commits first refuses it (409).
 */
export async function submitApplication(
  actor: Actor,
  submission: ApplicationSubmission,
  applicantKey: string | null,
): Promise<Outcome<SubmitApplicationResponse>> {
  if (!isDocumentId(submission.job_slug)) return notFound(APPLICATION_ERRORS.jobNotFound);
  return inTransaction(async (tx) => {
    const now = new Date();
    const posting = await readJobIn(tx, submission.job_slug);
    const job = decideJob(posting, now);
    if (!job.ok) return job;
    const id = recruitingApplicationId(actor.uid, submission.job_slug);
    if (await readApplicationIn(tx, id)) return conflict(APPLICATION_ERRORS.alreadySubmitted);
    const history = applicantKey ? await readApplicantHistoryIn(tx, applicantKey) : undefined;
    const blockedUntil = reapplicationBlockedUntil(history, 'recruiting', now, submission.job_slug);
    if (blockedUntil) return conflict(reapplicationRefusal(blockedUntil));
    const application = { ...newApplication(actor.uid, submission, now), applicant_key: applicantKey };
    const queueMails = await prepareMailsIn(tx, submissionMails(application, actor, posting!.title));
    createApplicationIn(tx, application);
    queueMails();
    return ok({ success: true, application_id: application.id, status: application.status });
  });
}
