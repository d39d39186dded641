import { boolean, mixed, string, type InferType } from 'yup';
import { strictObject, unknownValue } from '../http/validation';
import { bulkIdsField } from '../http/bulk';
import { JOB_SLUG_MESSAGES, jobSlugBodyField, jobSlugQueryField } from '../jobs/job-slug-fields';
import { JOB_SLUG_MAX_LENGTH } from '../jobs/jobs';
import { DEFAULT_RECRUITING_SLUG } from './application-id';
import { ADMIN_RECRUITING_STATUSES, type AdminRecruitingStatus } from './statuses';

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** How the candidate heard about us. */
export const REFERRAL_SOURCES = ['LinkedIn', 'Facebook', 'Referral'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** Field messages of the application flow, worded as the specification gives them. */
export const APPLICATION_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Country is required',
  genderRequired: 'Please select your gender',
  whatsappRequired: 'Please indicate if you have WhatsApp',
  linkedinRequired: 'LinkedIn profile URL is required',
  linkedinInvalid: 'Please enter a valid LinkedIn profile URL',
  referralRequired: 'Please specify how you heard about us',
  verifiedRequired: 'Please indicate if your LinkedIn profile is verified',
  connectionsRequired: 'Please indicate if you have 100+ LinkedIn connections',
  passportRequired: 'Please indicate if you have a passport/ID',
  willingnessRequired: 'You must be willing to increase your connections to 100+ to proceed',
  confirmBothTerms: 'Please confirm both terms above to submit your application',
  confidentialityRequired: 'Please accept the confidentiality agreement to continue',
  /** Toasts of the pre-submit check. */
  selectGender: 'Please select a gender',
  indicateWhatsapp: 'Please indicate if you have WhatsApp',
} as const;

const M = APPLICATION_MESSAGES;

/** An http(s) LinkedIn profile URL (any country subdomain) with an /in/ or /pub/ path. */
export const LINKEDIN_PROFILE_PATTERN =
  /^https?:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/(in|pub)\/[^\s?#]+([?#]\S*)?$/i;

/** A yes/no question: must be answered (null or missing is unanswered). */
const yesNo = (message: string) =>
  boolean().typeError(message).nullable().defined(message).nonNullable(message).required(message);

/** Step 0. */
export const confidentialitySchema = strictObject({
  confidentiality_agreed: boolean().oneOf([true], M.confidentialityRequired).required(M.confidentialityRequired),
});

/** Step 1 fields as the server receives them (phone_number already has its dial code). */
const personalFields = {
  name: string().trim().required(M.nameRequired).max(100, 'Name must be at most 100 characters'),
  email: string().trim().required(M.emailRequired).email(M.emailInvalid).max(254, M.emailInvalid),
  gender: mixed<Gender>()
    .oneOf([...GENDERS], M.genderRequired)
    .required(M.genderRequired),
  phone_number: string().trim().required(M.phoneRequired).max(30, 'Phone number must be at most 30 characters'),
  has_whatsapp: yesNo(M.whatsappRequired),
  country: string().trim().required(M.countryRequired).max(100, M.countryRequired),
};

/** Step 1 in the browser: the same fields plus the dial-code selector, which is not sent. */
export const personalStepSchema = strictObject({
  ...personalFields,
  phone_country_code: string().trim().required(M.phoneRequired),
});

/** Step 2. */
const professionalFields = {
  linkedin_profile: string()
    .trim()
    .required(M.linkedinRequired)
    .max(300, M.linkedinInvalid)
    .matches(LINKEDIN_PROFILE_PATTERN, M.linkedinInvalid),
  referral_source: mixed<ReferralSource>()
    .oneOf([...REFERRAL_SOURCES], M.referralRequired)
    .required(M.referralRequired),
  linkedin_verified: yesNo(M.verifiedRequired),
  has_100_connections: yesNo(M.connectionsRequired),
  willing_to_increase_connections: boolean()
    .default(false)
    .when('has_100_connections', {
      is: false,
      then: (schema) => schema.oneOf([true], M.willingnessRequired).required(M.willingnessRequired),
    }),
  has_passport_id: yesNo(M.passportRequired),
};

export const professionalStepSchema = strictObject(professionalFields);

/** Step 3: both review boxes. */
export const reviewStepSchema = strictObject({
  data_processing_consent: boolean().oneOf([true], M.confirmBothTerms).required(M.confirmBothTerms),
  accuracy_confirmation: boolean().oneOf([true], M.confirmBothTerms).required(M.confirmBothTerms),
});

/** The posting a recruiting call is about: a slug, the specification's posting when the client names none. */
export const jobSlugField = jobSlugBodyField(DEFAULT_RECRUITING_SLUG);

export { jobSlugQueryField };

/**
 * POST /api/check-application-status body: optionally the posting (the caller's application to it);
 * the specification's call sends none and reads the application to the specification's posting.
 */
export const checkApplicationStatusSchema = strictObject({ job_slug: jobSlugField });

/**
 * POST /api/submit-application body: every step, without phone_country_code, and the job applied
 * for (a job of the recruiting flow; the marketing analyst position when the client names none).
 * Its job_slug is any text, as it always was: the posting is looked up before any key is made of
 * it, and one that names none (a malformed slug included) is 404 'This job was not found or does
 * not take applications here'.
 */
export const submitApplicationSchema = strictObject({
  job_slug: string().trim().max(JOB_SLUG_MAX_LENGTH, JOB_SLUG_MESSAGES.tooLong).default(DEFAULT_RECRUITING_SLUG),
  confidentiality_agreed: confidentialitySchema.fields.confidentiality_agreed,
  ...personalFields,
  ...professionalFields,
  data_processing_consent: reviewStepSchema.fields.data_processing_consent,
  accuracy_confirmation: reviewStepSchema.fields.accuracy_confirmation,
});

export type ApplicationSubmission = InferType<typeof submitApplicationSchema>;

/**
 * POST /api/sign-nda body. `ip_address` is the specification's field (the client's public IP from
 * a lookup service): still accepted, so such a client is not refused, but ignored and not stored.
 * The address recorded is the one the platform saw; this site's browser sends none and asks no
 * lookup service.
 */
export const signNdaSchema = strictObject({
  application_id: string().trim().required('application_id is required').max(300, 'application_id is too long'),
  ip_address: string().trim().max(64, 'ip_address is too long').optional(),
});

export type SignNdaRequest = InferType<typeof signNdaSchema>;

/**
 * The phone number as it is sent: the dial code followed by the number ("+639171234567").
 * Spaces and dashes go; a national trunk 0 goes when a dial code leads.
 */
export function fullPhoneNumber(dialCode: string, localNumber: string): string {
  const local = localNumber.replace(/[\s-]/g, '');
  return dialCode ? `${dialCode}${local.replace(/^0+/, '')}` : local;
}

/** The longest reason a decision without a scorecard takes. */
export const DECISION_REASON_MAX = 500;

/** PATCH /api/admin/applications/{id}/status body. */
export const updateApplicationStatusSchema = strictObject({
  status: mixed<AdminRecruitingStatus>()
    .oneOf([...ADMIN_RECRUITING_STATUSES], unknownValue('status'))
    .required('status is required'),
  /** Moving a hire whose offer was accepted withdraws that offer: only with this set (else 409). */
  confirm_offer_withdrawal: boolean().strict().typeError('confirm_offer_withdrawal must be true or false'),
  /**
   * Why, for a decision after the interview (hired, rejected after it) taken with no submitted
   * scorecard: kept in the audit entry. Optional for an admin; a recruiter or hiring manager must
   * give it.
   */
  reason: string().trim().max(DECISION_REASON_MAX, `reason must be at most ${DECISION_REASON_MAX} characters`),
});

/**
 * POST /api/admin/applications/bulk-status body: the applications and their new status. A row
 * whose move would withdraw an accepted offer is refused (it needs its own confirmed change).
 */
export const bulkApplicationStatusSchema = strictObject({
  ids: bulkIdsField(),
  status: mixed<AdminRecruitingStatus>()
    .oneOf([...ADMIN_RECRUITING_STATUSES], unknownValue('status'))
    .required('status is required'),
});
