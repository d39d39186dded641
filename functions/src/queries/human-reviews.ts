// The admins' queue of human review requests (GET /api/admin/fullstack-screening/human-reviews):
// the waiting ones, oldest first, with what the admin decides on, and how long decided ones took.
import type { HumanReviewQueueResponse, HumanReviewRequest, ScreeningApplication } from '@careers/domain/screening';
import { ok, type Outcome } from '../outcome';
import { humanReviewApplications } from '../stores/screening-applications';

const HOUR_MS = 3_600_000;

const requestOf = (application: ScreeningApplication): HumanReviewRequest[] => {
  const review = application.human_review;
  if (!review) return [];
  return [
    {
      application_id: application.id,
      job_slug: application.job_slug,
      user_name: application.user_name,
      user_email: application.user_email,
      status: application.fs_status,
      score: application.fs_overall_score,
      reason: review.reason,
      requested_at: review.requested_at.toISOString(),
      status_at_request: review.status_at_request,
    },
  ];
};

/** The median of `values` (null for none). */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The waiting requests, oldest first; the median hours from request to decision of the decided ones read. */
export async function humanReviewQueue(): Promise<Outcome<HumanReviewQueueResponse>> {
  const [waiting, decided] = await Promise.all([humanReviewApplications(true), humanReviewApplications(false)]);
  const requests = waiting.flatMap(requestOf).sort((a, b) => a.requested_at.localeCompare(b.requested_at));
  const hours = decided.flatMap(({ human_review: review }) =>
    review?.decided_at ? [(review.decided_at.getTime() - review.requested_at.getTime()) / HOUR_MS] : [],
  );
  const middle = median(hours);
  return ok({
    requests,
    median_hours_to_decision: middle === null ? null : Math.round(middle * 10) / 10,
    decided: hours.length,
  });
}
