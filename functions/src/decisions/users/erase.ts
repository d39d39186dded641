// What the erase of a person's account does to each document about them (docs/features/data-rights.md):
// pure functions of the stored document, the person and `now`. Everything about the person is
// deleted except a signed or decided offer, kept as evidence with the person replaced by their
// pseudonym (pseudonymisedOffer), the evidence of a signed recruiting NDA (retainedNdaEvidence),
// and the audit log, whose entries keep what happened with the
// person replaced by the pseudonym (pseudonymisedAuditEntry). The command that runs them is
// erase-account.ts.
import {
  OPEN_OFFER_STATUSES,
  offerIdFor,
  type Offer,
  type OfferActorEvidence,
  type OfferDecision,
  type OfferSignature,
} from '@careers/domain/offers';
import {
  ERASED_CANDIDATE_NAME,
  type ApplicantDecision,
  evidenceExpiry,
  lastEvidenceAt,
  offerHoldsEvidence,
  pseudonymisedApplicationId,
  type RetainedEvidence,
} from '@careers/domain/privacy';
import type { RecruitingApplication } from '@careers/domain/recruiting';
import { searchIndexFor, type AuditLogEntry } from '@careers/domain/shared';

/** Who is erased: their uid, their email and names as stored, and the pseudonym that replaces them. */
export interface ErasedPerson {
  uid: string;
  pseudonym: string;
  /** Every email address stored for them (Auth, the profile, the applications), any case. */
  emails: string[];
  /**
   * The addresses that were theirs for certain (the Auth account, the profile written from their
   * sign-in token, the caller's token), lower case: an audit entry's actor email is matched only
   * against these. An application's address is typed by the candidate and proves nothing: matched
   * too, a candidate who typed a recruiter's address would strip the recruiter from the log.
   */
  accountEmails: string[];
  /** Every name stored for them (the profile, the applications). */
  names: string[];
  /** Every phone number stored for them (the applications), as stored. */
  phones: string[];
  /**
   * Whether they hold or held the admin role: what they did to other people's records (a status
   * change, a note, a withdrawal) is the company's record of its staff's actions, and keeps them.
   */
  staff: boolean;
  /** The keyed hash of their Google account (from the Auth account), for an application stored without one. */
  applicantKey: string | null;
}

/** The last decision of an application, as its applicant history keeps it: its status and when it last changed. */
export function lastDecisionOf(application: {
  status: string;
  updated_at?: Date;
  created_at?: Date;
}): ApplicantDecision {
  return { at: application.updated_at ?? application.created_at ?? new Date(0), outcome: application.status };
}

const pseudonymousEvidence = <T extends OfferActorEvidence>(record: T, pseudonym: string): T => ({
  ...record,
  signer_uid: pseudonym,
  signer_email: null,
});

const signaturesOf = (signatures: Offer['signatures'], pseudonym: string): Offer['signatures'] =>
  Object.fromEntries(
    Object.entries(signatures ?? {}).map(([docType, signature]) => [
      docType,
      pseudonymousEvidence(signature as OfferSignature, pseudonym),
    ]),
  );

const decisionOf = (decision: OfferDecision | null, pseudonym: string): OfferDecision | null =>
  decision && { ...pseudonymousEvidence(decision, pseudonym), reason: null };

/**
 * A signed or decided offer as it is kept after the erase: under its application's pseudonymised
 * id (one kept offer per application), the candidate's uid replaced by the pseudonym everywhere, their contact details and email removed,
 * a rejection's reason removed. What stays is the evidence the privacy page names: each typed
 * name (the signature itself), its time, the document's version and SHA-256, the addresses and
 * user agent, and the decision with its time. An offer still open is withdrawn (cause `erased`):
 * nobody can sign it any more. It expires EVIDENCE_RETENTION_YEARS after its last evidence.
 */
export function pseudonymisedOffer(offer: Offer, pseudonym: string, now: Date): Offer {
  const open = (OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status);
  const applicationId = pseudonymisedApplicationId(offer.application_id, offer.user_id, pseudonym) ?? pseudonym;
  return {
    ...offer,
    id: offerIdFor(applicationId),
    user_id: pseudonym,
    application_id: applicationId,
    ...(open ? { status: 'withdrawn', withdrawal: { at: now, cause: 'erased', from: offer.status } } : {}),
    signatures: signaturesOf(offer.signatures, pseudonym),
    decision: decisionOf(offer.decision, pseudonym),
    history: (offer.history ?? []).map((version) => ({
      ...version,
      signatures: signaturesOf(version.signatures, pseudonym),
      decision: decisionOf(version.decision, pseudonym),
    })),
    candidate: { name: ERASED_CANDIDATE_NAME, email: '', country: '', phone_number: '', linkedin_profile: '' },
    search: searchIndexFor(ERASED_CANDIDATE_NAME, pseudonym, offer.position_title),
    erased_at: now,
    expire_at: evidenceExpiry(lastEvidenceAt(offer)),
    updated_at: now,
  };
}

/**
 * What the erase keeps of a recruiting application: the NDA signature's evidence under the
 * application's pseudonymised id (the signed NDA binds beyond the application), or nothing when
 * none was signed.
 */
export function retainedNdaEvidence(
  application: Pick<RecruitingApplication, 'id' | 'user_id' | 'job_slug' | 'nda_signature'>,
  pseudonym: string,
  now: Date,
): RetainedEvidence | null {
  const signature = application.nda_signature;
  if (!signature) return null;
  const { client_claimed_ip: _claimed, ...kept } = signature;
  return {
    pseudonym,
    application_id: pseudonymisedApplicationId(application.id, application.user_id, pseudonym) ?? pseudonym,
    job_slug: application.job_slug,
    nda_signature: kept,
    erased_at: now,
    expire_at: evidenceExpiry(signature.signed_at),
  };
}

/** What the erase does to an offer of the person: delete it, or keep it pseudonymised as evidence. */
export type OfferErasure = { kind: 'delete' } | { kind: 'keep'; offer: Offer };

/** An offer without evidence is deleted; one with a signature or a decision is kept, pseudonymised. */
export function offerErasure(offer: Offer, pseudonym: string, now: Date): OfferErasure {
  return offerHoldsEvidence(offer)
    ? { kind: 'keep', offer: pseudonymisedOffer(offer, pseudonym, now) }
    : { kind: 'delete' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names this short ("Al", "e") are not looked for in free text: they would match inside other words' neighbours. */
export const SHORTEST_NAME_REPLACED = 3;

/**
 * `text` with every occurrence of the person's uid, emails, phone numbers and names (any case,
 * whole words only) replaced by the pseudonym, in one pass (a pseudonym put in is never matched
 * again). The uid is matched inside the ids made of it too (`{uid}__{slug}`, `offer-{uid}__{slug}`:
 * an underscore does not end it), so those ids keep their posting and lose the person.
 */
export function withoutPerson(text: string, person: ErasedPerson): string {
  const names = person.names.filter((name) => name.trim().length >= SHORTEST_NAME_REPLACED);
  const needles = (words: string[]) =>
    words
      .map((needle) => needle.trim())
      .filter((needle) => needle.length > 0)
      // Longest first, so an email is replaced before the name inside it.
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
  const words = needles([...person.emails, ...person.phones, ...names]);
  const uid = needles([person.uid]);
  const alternatives = [
    ...(words ? [`(?<![\\p{L}\\p{N}_])(?:${words})(?![\\p{L}\\p{N}_])`] : []),
    ...(uid ? [`(?<![\\p{L}\\p{N}])(?:${uid})(?![\\p{L}\\p{N}])`] : []),
  ];
  if (alternatives.length === 0) return text;
  return text.replace(new RegExp(alternatives.join('|'), 'giu'), person.pseudonym);
}

/**
 * `id` with the person's uid replaced by their pseudonym when it names a document of theirs (an
 * application to any posting, or its offer: domain application-id.ts); null when it names none.
 */
function pseudonymisedTargetId(id: string, person: ErasedPerson): string | null {
  // A team grant's entry is about their address.
  if (person.accountEmails.includes(id.toLowerCase())) return person.pseudonym;
  const offerPrefix = offerIdFor('');
  if (id.startsWith(offerPrefix)) {
    const application = pseudonymisedApplicationId(id.slice(offerPrefix.length), person.uid, person.pseudonym);
    if (application !== null) return offerIdFor(application);
  }
  return pseudonymisedApplicationId(id, person.uid, person.pseudonym);
}

/**
 * An audit entry about the person, pseudonymised: their uid as actor or target becomes the
 * pseudonym (their offer's id the kept offer's), their account's email as actor is removed, the
 * detail of their own action on their own documents is removed (a rejection's reason: their
 * words), and any other detail (an admin's notes; an erased admin's note on another candidate) has
 * their uid, emails and names replaced. Null when the entry names nothing of
 * the person (already pseudonymised: a second erase changes nothing).
 */
export function pseudonymisedAuditEntry(entry: AuditLogEntry, person: ErasedPerson): AuditLogEntry | null {
  const pseudonymisedTarget = pseudonymisedTargetId(entry.target.id, person);
  const aboutThem = pseudonymisedTarget !== null;
  // A staff member's action on someone else's record stays theirs (see ErasedPerson.staff).
  if (person.staff && !aboutThem) return null;
  const theirs = entry.actor_uid === person.uid;
  const theirEmail = entry.actor_email !== null && person.accountEmails.includes(entry.actor_email.toLowerCase());
  const target = pseudonymisedTarget === null ? entry.target : { ...entry.target, id: pseudonymisedTarget };
  // Their own words on their own documents go (a rejection's reason); what they wrote on someone
  // else's (an admin's note on another candidate) is that person's record and stays, without them.
  const detail = entry.detail
    ? theirs && aboutThem
      ? null
      : withoutPerson(entry.detail, person)
    : (entry.detail ?? null);
  const next: AuditLogEntry = {
    ...entry,
    actor_uid: theirs ? person.pseudonym : entry.actor_uid,
    actor_email: theirs || theirEmail ? null : entry.actor_email,
    target,
    ...(entry.detail === undefined ? {} : { detail }),
  };
  const changed =
    next.actor_uid !== entry.actor_uid ||
    next.actor_email !== entry.actor_email ||
    next.target.id !== entry.target.id ||
    (next.detail ?? null) !== (entry.detail ?? null);
  return changed ? next : null;
}
