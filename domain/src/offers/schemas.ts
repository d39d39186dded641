import { string } from 'yup';
import { afterField, pageLimitField } from '../http/paging';
import { strictObject } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { ADMIN_OFFERS_LIMIT } from './queries';

/** Texts of the offer calls and screens, as the specification words them. */
export const OFFER_MESSAGES = {
  nameRequired: 'Please enter your full name to sign',
  /** 404 for an unknown offer and for another user's: whether it exists is not revealed. */
  notFound: "This offer was not found or you don't have access to it.",
  loadFailed: 'Something went wrong while loading this offer. Please try refreshing the page.',
  listLoadFailed: 'Something went wrong while loading your offers. Please try refreshing the page.',
  fetchFailed: 'Failed to fetch offers',
  emptyTitle: 'No Job Offers Yet',
  emptyText: "You don't have any job offers at the moment. Keep an eye on your email for updates!",
  signFailed: 'Failed to sign document',
  acceptFailed: 'Failed to accept offer',
  rejectFailed: 'Failed to reject offer. Please try again.',
  rejectDialogFailed: 'Failed to reject offer',
  withdrawReasonRequired: 'Please give a reason for withdrawing the offer',
} as const;

export const SIGNED_NAME_MAX = 100;
export const REJECTION_REASON_MAX = 1000;

export const WITHDRAWAL_REASON_MAX = 1000;

/**
 * POST /api/offers/{offerId}/sign/{docType} body: the typed full name, and the version and
 * SHA-256 of the document text the browser displayed (GET .../documents/{docType} answered them).
 */
export const signOfferSchema = strictObject({
  signed_name: string()
    .trim()
    .required(OFFER_MESSAGES.nameRequired)
    .max(SIGNED_NAME_MAX, `Your name must be at most ${SIGNED_NAME_MAX} characters`),
  document_version: string()
    .required('document_version is required')
    .max(40, 'document_version must be at most 40 characters'),
  document_sha256: string()
    .required('document_sha256 is required')
    .matches(/^[0-9a-f]{64}$/, 'document_sha256 must be 64 lower-case hexadecimal digits'),
});

/** POST /api/admin/offers/{offerId}/withdraw body: why (kept in the audit log, for admins only). */
export const withdrawOfferSchema = strictObject({
  reason: string()
    .trim()
    .required(OFFER_MESSAGES.withdrawReasonRequired)
    .max(WITHDRAWAL_REASON_MAX, `The reason must be at most ${WITHDRAWAL_REASON_MAX} characters`),
});

/** POST /api/offers/{offerId}/reject body: an optional reason, trimmed (empty when none). */
export const rejectOfferSchema = strictObject({
  reason: string()
    .trim()
    .max(REJECTION_REASON_MAX, `The reason must be at most ${REJECTION_REASON_MAX} characters`)
    .default(''),
});

/**
 * GET /api/admin/offers query: newest first, `limit` (500, the list's old size, unless asked),
 * `after` the previous page's `next_cursor`, and optionally one posting (`job_slug`). Without
 * any, the specification's call as before.
 */
export const adminOffersQuerySchema = strictObject({
  limit: pageLimitField({ default: ADMIN_OFFERS_LIMIT, max: ADMIN_OFFERS_LIMIT }),
  after: afterField(),
  job_slug: jobSlugQueryField,
});

/** GET /api/admin/job-offers/stats query: optionally one posting's counts (every posting's when absent). */
export const adminOfferStatsQuerySchema = strictObject({ job_slug: jobSlugQueryField });
