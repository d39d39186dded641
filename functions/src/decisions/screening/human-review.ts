// A candidate's request for a person to review the assessment's decision (docs/features/fairness.md):
// once per application, only after the assessment decided (passed or not). The request waits on the
// application (`human_review`, `human_review_pending`) for an admin, who decides it with the status
// change (status-change.ts): the candidate is then mailed the outcome.
import {
  HUMAN_REVIEW_FROM,
  HUMAN_REVIEW_MESSAGES,
  humanReviewMirror,
  screeningApplicationId,
  type HumanReview,
  type HumanReviewResponse,
  type ScreeningApplication,
  type ScreeningStatusDocument,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { readScreeningApplicationIn, updateScreeningApplicationIn } from '../../stores/screening-applications';
import { readScreeningStatusIn, writeScreeningStatusIn } from '../../stores/screening-status';
import type { CandidateMail } from '../mail/queue';

/** POST /api/fullstack-screening/human-review: the caller's request about their application to `jobSlug`. */
export function requestHumanReview(
  actor: Actor,
  jobSlug: string,
  reason: string,
  now: Date = new Date(),
): Promise<Outcome<HumanReviewResponse>> {
  const id = screeningApplicationId(actor.uid, jobSlug);
  return inTransaction(async (tx) => {
    const application = await readScreeningApplicationIn(tx, id);
    if (!application || application.user_id !== actor.uid) return notFound(HUMAN_REVIEW_MESSAGES.notFound);
    if (application.human_review) return conflict(HUMAN_REVIEW_MESSAGES.already);
    if (!HUMAN_REVIEW_FROM.includes(application.fs_status)) return conflict(HUMAN_REVIEW_MESSAGES.notDecided);
    const mirror = await readScreeningStatusIn(tx, id);
    const review: HumanReview = {
      requested_at: now,
      reason: reason.trim(),
      status_at_request: application.fs_status,
      decided_at: null,
      outcome: null,
      decided_by: null,
    };
    updateScreeningApplicationIn(tx, id, { human_review: review, human_review_pending: true });
    if (mirror) writeScreeningStatusIn(tx, id, { ...mirror, human_review: humanReviewMirror(review) });
    appendAuditEntry(
      tx,
      auditEntry({
        action: 'human_review_requested',
        actor,
        target: { collection: COLLECTIONS.screeningApplications, id },
        from: application.fs_status,
        to: null,
        at: now,
        detail: review.reason || null,
      }),
    );
    return ok({ success: true, message: HUMAN_REVIEW_MESSAGES.requested, requested_at: now.toISOString() });
  });
}

/**
 * What an admin's status change does to a waiting request: decides it (when, to what, by whom),
 * and the mail telling the candidate the outcome; nothing without one.
 */
export function decideHumanReview(
  application: ScreeningApplication,
  to: ScreeningApplication['fs_status'],
  jobTitle: string,
  actor: Actor,
  now: Date,
): {
  update: Partial<ScreeningApplication>;
  mirror: Pick<ScreeningStatusDocument, 'human_review'>;
  mail: CandidateMail;
} | null {
  const review = application.human_review;
  if (!review || !application.human_review_pending) return null;
  const decided: HumanReview = { ...review, decided_at: now, outcome: to, decided_by: actor.uid };
  return {
    update: { human_review: decided, human_review_pending: false },
    mirror: { human_review: humanReviewMirror(decided) },
    mail: {
      template: 'human_review_decided',
      data: { name: application.user_name ?? '', job_title: jobTitle, outcome: to },
      userId: application.user_id,
      applicationId: application.id,
      subjectId: application.id,
      key: review.requested_at.getTime(),
      requestedBy: actor.uid,
      now,
    },
  };
}
