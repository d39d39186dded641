// The erase of a candidate's account and data (docs/features/data-rights.md): its typed
// confirmation, the pseudonym that replaces the uid in what is kept as evidence, and how long
// that evidence is kept.
import { string, type InferType } from 'yup';
import { offerIdFor, type Offer, type OfferVersionRecord } from '../offers/model';
import { otherApplicationIdsSpan } from '../jobs/application-id';
import type { NdaSignature } from '../recruiting/model';
import { strictObject } from '../http/validation';
import { hmacSha256Hex } from '../shared/hash';
import { RETENTION } from '../shared/retention';

/** What a pseudonym starts with: `erased-` and 24 hex characters. */
export const ERASED_PSEUDONYM_PREFIX = 'erased-';

/** The hash's domain separator: a version, so a later scheme cannot collide with this one. */
const PSEUDONYM_SALT = 'careers-erase/2:';

/**
 * The stable pseudonym of an erased user: `erased-` and the first 24 hex characters (96 bits) of
 * HMAC-SHA-256 of the salted uid under the pseudonym key (PSEUDONYM_KEY, a secret of the
 * functions). The same uid always gives the same pseudonym (so erases repeated or run at once
 * agree, and every kept document names the same one); the uid itself exists nowhere after the
 * erase. Without the key nobody can compute a uid's pseudonym, so the uids that CSV exports, mails
 * and logs carried cannot be matched to the kept evidence; with it (the company, on a request
 * from the person, who can show their uid in their export) the evidence can be shown to be theirs.
 */
export async function pseudonymFor(uid: string, key: string): Promise<string> {
  return `${ERASED_PSEUDONYM_PREFIX}${(await hmacSha256Hex(key, `${PSEUDONYM_SALT}${uid}`)).slice(0, 24)}`;
}

/** Whether `value` is a pseudonym. */
export const isPseudonym = (value: string): boolean => /^erased-[0-9a-f]{24}$/.test(value);

/** What stands for the erased candidate's name and contact fields in a kept offer. */
export const ERASED_CANDIDATE_NAME = 'Erased candidate';

/** How long a kept signed or decided offer stays after its last signature or decision: then Firestore's TTL deletes it. */
export const EVIDENCE_RETENTION_YEARS = RETENTION.signatureEvidenceYears;

/** When evidence last added at `last` is deleted (the kept offer's expire_at). */
export function evidenceExpiry(last: Date): Date {
  const until = new Date(last.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + EVIDENCE_RETENTION_YEARS);
  return until;
}

/** The word an account without an email types to confirm (a Google account always has one). */
export const ERASE_CONFIRMATION_WORD = 'DELETE';

/** The erase call's messages. */
export const ERASE_MESSAGES = {
  confirmationRequired: 'Type your email address to confirm',
  confirmationMismatch: 'The confirmation does not match your email address',
  erased: 'Your account and data were deleted',
} as const;

/** The longest confirmation taken (an email address's limit). */
export const ERASE_CONFIRMATION_MAX = 320;

/** POST /api/me/erase body: the confirmation the person typed (their email address). */
export const eraseAccountSchema = strictObject({
  confirmation: string()
    .trim()
    .required(ERASE_MESSAGES.confirmationRequired)
    .max(ERASE_CONFIRMATION_MAX, ERASE_MESSAGES.confirmationMismatch),
});

export type EraseAccountBody = InferType<typeof eraseAccountSchema>;

/** What the person must type: their email address (any case, spaces around ignored), or DELETE without one. */
export function expectedConfirmation(email: string | null | undefined): string {
  return email?.trim() ? email.trim() : ERASE_CONFIRMATION_WORD;
}

/** Whether `typed` confirms the erase of the account whose email is `email`. */
export function confirmsErase(typed: string, email: string | null | undefined): boolean {
  return typed.trim().toLowerCase() === expectedConfirmation(email).toLowerCase();
}

/** Where an erase was asked for: the person on /profile, an Auth account deleted otherwise, the support script. */
export type EraseSource = 'self_service' | 'auth_deleted' | 'support_script';

/** The actor uid the erase's audit entry names for each entry point (never the person's uid). */
export const ERASE_ACTORS: Record<Exclude<EraseSource, 'self_service'>, string> = {
  auth_deleted: 'system:auth-deleted',
  support_script: 'script:erase',
};

/** POST /api/me/erase answer. */
export interface EraseResponse {
  erased: true;
  message: string;
}

/** What an erase did, per kind of document. */
export interface EraseReport {
  pseudonym: string;
  /** Documents deleted, per collection. */
  deleted: Record<string, number>;
  /** Documents kept with the person replaced by the pseudonym, per collection (offers: the evidence; auditLog). */
  pseudonymised: Record<string, number>;
  /** Whether the Auth account was deleted by this run (false: there was none). */
  auth_deleted: boolean;
  /** Whether this run wrote the erase's audit entry (false: an earlier or concurrent run did). */
  audited: boolean;
}

/** Whether an offer holds evidence: a signature or a decision, in its current version or an earlier one. */
export function offerHoldsEvidence(offer: Pick<Offer, 'signatures' | 'decision' | 'history'>): boolean {
  const holds = (version: Pick<OfferVersionRecord, 'signatures' | 'decision'>) =>
    Object.keys(version.signatures ?? {}).length > 0 || version.decision !== null;
  return holds(offer) || (offer.history ?? []).some(holds);
}

/** The time of the latest signature or decision of an offer (what its evidence's retention counts from). */
export function lastEvidenceAt(offer: Pick<Offer, 'signatures' | 'decision' | 'history'>): Date {
  const times = [offer, ...(offer.history ?? [])].flatMap((version) => [
    ...Object.values(version.signatures ?? {}).map((signature) => signature!.signed_at.getTime()),
    ...(version.decision ? [version.decision.at.getTime()] : []),
  ]);
  return new Date(Math.max(...times));
}

/**
 * The id a document of the erased person's application keeps under their pseudonym: the
 * application `{uid}` (a flow's specification posting) becomes `{pseudonym}`, `{uid}__{slug}`
 * becomes `{pseudonym}__{slug}` (jobs/application-id.ts). So each application's kept evidence has
 * an id of its own, and the audit entries about the application name it.
 */
export function pseudonymisedApplicationId(applicationId: string, uid: string, pseudonym: string): string | null {
  if (applicationId === uid) return pseudonym;
  const { from } = otherApplicationIdsSpan(uid);
  return applicationId.startsWith(from)
    ? `${otherApplicationIdsSpan(pseudonym).from}${applicationId.slice(from.length)}`
    : null;
}

/**
 * retainedEvidence/{application_id}: what an erase keeps of a recruiting NDA the person signed (the
 * application itself is deleted), one per application: the signature's evidence under the
 * pseudonym, until expire_at. The id is the application's pseudonymised id
 * (pseudonymisedApplicationId). Written by functions only; no client reads it.
 */
export interface RetainedEvidence {
  pseudonym: string;
  /** The application's id with the pseudonym for the uid: this document's id. */
  application_id: string;
  /** The posting the NDA was signed for. */
  job_slug: string;
  /** The NDA signature as recorded (NdaSignature), without the browser's claimed address. */
  nda_signature: Omit<NdaSignature, 'client_claimed_ip'>;
  erased_at: Date;
  /** When Firestore's TTL policy deletes it: EVIDENCE_RETENTION_YEARS after signing. */
  expire_at: Date;
}

/**
 * The ids a document of the person's has in the audit log's `target.id`: their uid (their
 * applications to the specification's postings), their other recruiting applications' ids, and
 * each application's offer.
 */
export const auditTargetIdsOf = (uid: string, applicationIds: readonly string[] = []): string[] => {
  const applications = [...new Set([uid, ...applicationIds])];
  return [...applications, ...applications.map(offerIdFor)];
};
