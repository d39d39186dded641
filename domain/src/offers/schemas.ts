// The offer calls' request schemas. Their texts and limits are in ./messages, apart from yup: the
// candidate's offer screens show them without any schema.
import { string } from 'yup';
import { afterField, pageLimitField } from '../http/paging';
import { strictObject } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { ADMIN_OFFERS_LIMIT } from './queries';
import { OFFER_MESSAGES, REJECTION_REASON_MAX, SIGNED_NAME_MAX, WITHDRAWAL_REASON_MAX } from './messages';

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
