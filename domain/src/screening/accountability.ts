// The screening assessment, accountable to the people it scores (docs/features/fairness.md): the
// notice a candidate reads before the form and beside the result (what the automated assessment
// scores, from what, how long it is kept, who reviews it, how to ask a person), and the human
// review a candidate may ask for once per application after the assessment decided.
import { COLLECTIONS } from '../shared/collections';
import { COMPANY } from '../shared/company';
import type { QueryDescriptor } from '../shared/query';
import { PASS_THRESHOLD, SCREENING_SECTIONS } from './sections';
import type { AdminScreeningStatus as StoredScreeningStatus } from './statuses';

/** The paths of the notice and the human review. */
export const ACCOUNTABILITY_API = {
  notice: '/api/fullstack-screening/notice',
  humanReview: '/api/fullstack-screening/human-review',
  adminHumanReviews: '/api/admin/fullstack-screening/human-reviews',
} as const;

/** GET /api/fullstack-screening/notice answer, and what the form and the result show. */
export interface ScreeningNotice {
  title: string;
  paragraphs: string[];
  /** The rubric's sections that count, each with its share of the score (percent). */
  sections: { title: string; weight: number }[];
}

/** The notice, from the rubric's sections and pass mark: one text wherever it is shown. */
export function screeningNotice(): ScreeningNotice {
  return {
    title: 'How your answers are assessed',
    paragraphs: [
      'An automated assessment scores your answers: an AI model and our built-in rubric each score every section, and the result decides whether your application passes this screening.',
      `It assesses only the answers you give in this form, section by section, weighted as listed below; the overall score passes at ${PASS_THRESHOLD.toFixed(1)} out of 10. It does not use your name, email, photo or any other data about you.`,
      'When the model and the rubric disagree, a person reviews the application before anything is decided.',
      'Your answers and their scores are kept until you delete your account, which you can do on your profile at any time.',
      `Once you have your result, you can ask for a person to review it, once per application, with the button beside the result; you can also write to ${COMPANY.careersEmail}. A person then decides, and you are emailed the outcome.`,
    ],
    sections: SCREENING_SECTIONS.filter((section) => section.weight > 0).map(({ title, weight }) => ({
      title,
      weight,
    })),
  };
}

/** The statuses the assessment decides (passed or not): a human review can be asked from these. */
export const HUMAN_REVIEW_FROM: readonly StoredScreeningStatus[] = ['screening_passed', 'screening_failed'];

/** A human review asked for on a screening application (server-written, on the application). */
export interface HumanReview {
  requested_at: Date;
  /** The candidate's reason ('' for none). */
  reason: string;
  /** The status it was asked from. */
  status_at_request: StoredScreeningStatus;
  /** When a person decided it (an admin's status change after the request); null while it waits. */
  decided_at: Date | null;
  /** The status the person decided. */
  outcome: StoredScreeningStatus | null;
  decided_by: string | null;
}

/** The longest reason a review request keeps. */
export const HUMAN_REVIEW_REASON_MAX = 2000;

/** The texts of the human review. */
export const HUMAN_REVIEW_MESSAGES = {
  requested: 'Your request is sent: a person will review your result and email you the outcome.',
  already: 'You have already asked for a human review of this application',
  notDecided: 'A human review can be asked once the assessment has decided on your application',
  notFound: 'Application not found',
  ask: 'Ask a person to review my result',
  reasonLabel: 'Why should a person look again? (optional)',
  send: 'Send my request',
  waiting: 'You asked for a person to review your result. You will be emailed the outcome.',
  decided: 'A person reviewed your result.',
  failed: 'Failed to send your request',
} as const;

/** POST /api/fullstack-screening/human-review answer. */
export interface HumanReviewResponse {
  success: true;
  message: string;
  requested_at: string;
}

/** One request of the admins' queue (GET /api/admin/fullstack-screening/human-reviews). */
export interface HumanReviewRequest {
  application_id: string;
  job_slug: string;
  user_name: string | null;
  user_email: string | null;
  status: StoredScreeningStatus;
  score: number | null;
  reason: string;
  requested_at: string;
  status_at_request: StoredScreeningStatus;
}

/** The admins' queue: the waiting requests, oldest first, and how long the decided ones took. */
export interface HumanReviewQueueResponse {
  requests: HumanReviewRequest[];
  /** The median hours from request to decision of the last decided requests (null for none). */
  median_hours_to_decision: number | null;
  decided: number;
}

/** How many requests the queue reads at most of each kind (waiting; decided, for the median). */
export const HUMAN_REVIEW_QUEUE_LIMIT = 500;

/**
 * The screening applications whose review request waits (`pending`: the oldest first) or was
 * decided (the latest first, for the median time to a decision).
 */
export function humanReviewsQuery(pending: boolean, limit: number = HUMAN_REVIEW_QUEUE_LIMIT): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: [{ field: ['human_review_pending'], op: '==', value: pending }],
    orderBy: pending
      ? [{ field: ['human_review', 'requested_at'], direction: 'asc' }]
      : [{ field: ['human_review', 'decided_at'], direction: 'desc' }],
    limit,
  };
}

/** What the candidate's status mirror says of a review request: when asked, and when decided. */
export interface HumanReviewMirror {
  requested_at: Date;
  decided_at: Date | null;
}

/** The mirror's part of a request (null for none). */
export const humanReviewMirror = (review: HumanReview | null | undefined): HumanReviewMirror | null =>
  review ? { requested_at: review.requested_at, decided_at: review.decided_at } : null;
