// Who a person is across accounts (docs/features/data-rights.md, docs/security.md): the identity of a
// sign-in (the Google subject, the verified email) as keyed hashes under the pseudonym key, a secret
// of the functions (PSEUDONYM_KEY). An erase deletes the account and its uid; these survive it:
// - adminIdentities/{hash}: a grant or revocation of the admin role, so a revoked admin who erases
//   and signs in again (a new uid) is not made an admin again by ADMIN_EMAILS;
// - applicantHistory/{hash}: the date and outcome of the person's last recruiting and screening
//   decision, so an erase is no way to apply again before the re-application period ends.
// Without the key a hash cannot be computed from a uid, an email or a subject, nor turned back.
import { JOB_SLUGS } from '../jobs/jobs';
import { hmacSha256Hex } from '../shared/hash';
import { expiresAt } from '../shared/retention';

/** What a verified sign-in says of the person: the Google account's subject and the verified email. */
export interface VerifiedIdentity {
  /** The Google account's `sub`, stable for the life of the Google account; null without a Google sign-in. */
  subject: string | null;
  /** The email Google verified, lower case; null when the token's email is not verified. */
  email: string | null;
}

/** The claims of an ID token that name the identity (Firebase's `firebase.identities`, `email`, `email_verified`). */
export interface IdentityClaims {
  email?: string;
  email_verified?: boolean;
  firebase?: { identities?: Record<string, unknown> };
}

/** The identity a verified token names. */
export function identityOfToken(token: IdentityClaims): VerifiedIdentity {
  const google = token.firebase?.identities?.['google.com'];
  const subject = Array.isArray(google) && typeof google[0] === 'string' ? google[0] : null;
  const email = token.email_verified === true && token.email ? token.email.trim().toLowerCase() : null;
  return { subject, email };
}

/** The hash's domain separator: a version and the purpose, so no two uses of the key collide. */
const IDENTITY_SALT = 'careers-identity/1:';

/** The keyed hash of one part of an identity (`google:<sub>` or `email:<address>`). */
export function identityHash(key: string, part: `google:${string}` | `email:${string}`): Promise<string> {
  return hmacSha256Hex(key, `${IDENTITY_SALT}${part}`);
}

/** The keyed hashes an identity is known by: its Google subject's, then its verified email's. */
export async function identityHashes(key: string, identity: VerifiedIdentity): Promise<string[]> {
  const parts = [
    ...(identity.subject ? [`google:${identity.subject}` as const] : []),
    ...(identity.email ? [`email:${identity.email}` as const] : []),
  ];
  return Promise.all(parts.map((part) => identityHash(key, part)));
}

/**
 * The one hash an applicant's history is kept under: the Google subject's (a Google account's
 * address may change, its subject never), else the verified email's; null for neither.
 */
export async function applicantKeyOf(key: string, identity: VerifiedIdentity): Promise<string | null> {
  const [first] = await identityHashes(key, identity);
  return first ?? null;
}

/** adminIdentities/{hash}: whether the identity holds the admin role, and who last said so. */
export interface AdminIdentity {
  active: boolean;
  updated_at: Date;
  /** 'ADMIN_EMAILS', 'script', or the uid of the admin who changed it. */
  updated_by: string;
}

/** How long after a decision the same person may not apply to the same flow again, in days. */
export const REAPPLICATION_PERIOD_DAYS = 180;

/** The flows an applicant's history covers. */
export type ApplicantFlow = 'recruiting' | 'screening';

/** The last decision of one flow: when, and the application's status then. */
export interface ApplicantDecision {
  at: Date;
  outcome: string;
}

/**
 * applicantHistory/{applicant key}: kept by the erase, nothing but the last decisions and when it
 * expires. A decision holds per posting: `recruiting` and `screening` are the
 * specification's posting of each flow (as stored before postings were many), `postings` every
 * other posting's, by slug.
 */
export interface ApplicantHistory {
  recruiting?: ApplicantDecision;
  screening?: ApplicantDecision;
  postings?: Record<string, ApplicantDecision>;
  /** The TTL field: when the last period ends. */
  expire_at: Date;
}

/** When a decision at `at` stops blocking a new application. */
export const reapplicationOpensAt = (at: Date): Date => expiresAt(at, REAPPLICATION_PERIOD_DAYS);

/** The specification's posting of each flow: its decision is the flow's own field of the history. */
const FLOW_POSTINGS: Record<ApplicantFlow, string> = {
  recruiting: JOB_SLUGS.marketingAnalyst,
  screening: JOB_SLUGS.fullstackEngineer,
};

/** Where the history keeps the decision on an application to `jobSlug` of `flow`. */
const postingOf = (flow: ApplicantFlow, jobSlug: string | undefined): string | null =>
  jobSlug === undefined || jobSlug === FLOW_POSTINGS[flow] ? null : jobSlug;

/** The decision the history keeps for the posting `jobSlug` of `flow` (its specification's posting by default). */
function decisionFor(history: ApplicantHistory | undefined, flow: ApplicantFlow, jobSlug?: string) {
  const posting = postingOf(flow, jobSlug);
  return posting === null ? history?.[flow] : history?.postings?.[posting];
}

/**
 * `history` with `decision` recorded for the posting `jobSlug` of `flow` (the flow's specification
 * posting when none is named); a later decision replaces an earlier one of the same posting.
 */
export function withDecision(
  history: ApplicantHistory | undefined,
  flow: ApplicantFlow,
  decision: ApplicantDecision,
  jobSlug?: string,
): ApplicantHistory {
  const previous = decisionFor(history, flow, jobSlug);
  const kept = previous && previous.at > decision.at ? previous : decision;
  const posting = postingOf(flow, jobSlug);
  const next: ApplicantHistory =
    posting === null
      ? { ...history!, [flow]: kept }
      : { ...history!, postings: { ...history?.postings, [posting]: kept } };
  const ends = [next.recruiting, next.screening, ...Object.values(next.postings ?? {})]
    .filter((d): d is ApplicantDecision => !!d)
    .map((d) => reapplicationOpensAt(d.at));
  return { ...next, expire_at: new Date(Math.max(...ends.map((end) => end.getTime()))) };
}

/**
 * When the person may apply to the posting `jobSlug` of `flow` again (its specification posting
 * when none is named), or null when they may now.
 */
export function reapplicationBlockedUntil(
  history: ApplicantHistory | undefined,
  flow: ApplicantFlow,
  now: Date,
  jobSlug?: string,
): Date | null {
  const decision = decisionFor(history, flow, jobSlug);
  if (!decision) return null;
  const opens = reapplicationOpensAt(decision.at);
  return opens > now ? opens : null;
}

/** The refusal of an application inside the re-application period. */
export const reapplicationRefusal = (opens: Date): string =>
  `You applied for this position before, and a decision was made on your application. You can apply again from ${opens.toISOString().slice(0, 10)}.`;
