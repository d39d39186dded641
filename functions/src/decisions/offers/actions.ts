// The candidate's acts on their offer: sign a document, accept, reject. Each decision is pure;
// each command runs it in one Firestore transaction with its audit entry, so of concurrent acts on
// one offer each is judged against the state the one before it left (an accept and a reject at
// once end in exactly one of them).
import {
  auditEntry,
  COLLECTIONS,
  documentSha256,
  isTerminalOfferStatus,
  nextDocument,
  OFFER_DOC_NAMES,
  OFFER_DOC_TYPES,
  OFFER_DOCUMENTS,
  OFFER_ERRORS,
  OFFER_MESSAGES,
  offerResponse,
  SIGNED_FLAG,
  startDateFor,
  type Actor,
  type AuditLogEntry,
  type Offer,
  type OfferDecision,
  type OfferDocType,
  type OfferResponse,
  type OfferSignature,
} from '@careers/domain';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readOffer, readOfferIn, updateOfferIn } from '../../stores/offers';
import { conflict, notFound, ok, type Outcome } from '../outcome';

const USER_AGENT_MAX = 512;

/** Who acts on which offer, from where, and when. */
export interface OfferRequest {
  actor: Actor;
  offerId: string;
  /** The address the platform saw (never a client-written one), or null. */
  ip: string | null;
  userAgent: string | undefined;
  now: Date;
}

/** A change a decision makes: the fields to update and the audit entry; none for an idempotent repeat. */
export interface OfferChange {
  update: Partial<Offer> | null;
  audit: AuditLogEntry | null;
}

const userAgentOf = (request: OfferRequest) => (request.userAgent ? request.userAgent.slice(0, USER_AGENT_MAX) : null);

/** Not found unless the offer is the caller's (another user's offer is not told apart from a missing one). */
function ownOffer(offer: Offer | undefined, request: OfferRequest): Outcome<Offer> {
  return offer && offer.user_id === request.actor.uid ? ok(offer) : notFound(OFFER_MESSAGES.notFound);
}

const audited = (offer: Offer, request: OfferRequest, action: AuditLogEntry['action'], to: string, detail?: string) =>
  auditEntry({
    action,
    actor: request.actor,
    target: { collection: COLLECTIONS.offers, id: offer.id },
    from: offer.status,
    to,
    at: request.now,
    detail: detail ?? null,
  });

/**
 * Signing `docType` with the typed name: only the caller's offer, never after a decision, only
 * the next document in order; a document signed already answers as it is (nothing changes).
 */
export function decideSigning(
  found: Offer | undefined,
  request: OfferRequest,
  docType: OfferDocType,
  signedName: string,
  documentSha256: string,
): Outcome<OfferChange> {
  const own = ownOffer(found, request);
  if (!own.ok) return own;
  const offer = own.value;
  if (isTerminalOfferStatus(offer.status)) return conflict(OFFER_ERRORS.decided(offer.status));
  if (offer[SIGNED_FLAG[docType]]) return ok({ update: null, audit: null });
  const next = nextDocument(offer);
  if (next !== docType) return conflict(OFFER_ERRORS.signInOrder(next ?? docType));
  const signature: OfferSignature = {
    signed_name: signedName,
    signed_at: request.now,
    server_ip: request.ip,
    user_agent: userAgentOf(request),
    document_version: OFFER_DOCUMENTS[docType].version,
    document_sha256: documentSha256,
  };
  return ok({
    update: {
      [SIGNED_FLAG[docType]]: true,
      signatures: { ...offer.signatures, [docType]: signature },
      status: 'in_progress',
      updated_at: request.now,
    },
    audit: audited(offer, request, 'offer_document_signed', 'in_progress', OFFER_DOC_NAMES[docType]),
  });
}

const decisionOf = (
  request: OfferRequest,
  decision: OfferDecision['decision'],
  reason: string | null,
): OfferDecision => ({
  decision,
  at: request.now,
  server_ip: request.ip,
  user_agent: userAgentOf(request),
  reason,
});

/** Accepting: the caller's undecided offer with all three documents signed; the start date is today in Manila. */
export function decideAcceptance(found: Offer | undefined, request: OfferRequest): Outcome<OfferChange> {
  const own = ownOffer(found, request);
  if (!own.ok) return own;
  const offer = own.value;
  if (isTerminalOfferStatus(offer.status)) return conflict(OFFER_ERRORS.decided(offer.status));
  const unsigned = OFFER_DOC_TYPES.filter((docType) => !offer[SIGNED_FLAG[docType]]);
  if (unsigned.length) return conflict(OFFER_ERRORS.unsignedBeforeAccept(unsigned));
  return ok({
    update: {
      status: 'accepted',
      start_date: startDateFor(request.now),
      decision: decisionOf(request, 'accepted', null),
      updated_at: request.now,
    },
    audit: audited(offer, request, 'offer_accepted', 'accepted'),
  });
}

/** Rejecting: the caller's undecided offer, at any step; the reason (may be empty) is kept. */
export function decideRejection(found: Offer | undefined, request: OfferRequest, reason: string): Outcome<OfferChange> {
  const own = ownOffer(found, request);
  if (!own.ok) return own;
  const offer = own.value;
  if (isTerminalOfferStatus(offer.status)) return conflict(OFFER_ERRORS.decided(offer.status));
  return ok({
    update: { status: 'rejected', decision: decisionOf(request, 'rejected', reason), updated_at: request.now },
    audit: audited(offer, request, 'offer_rejected', 'rejected', reason || undefined),
  });
}

type Decide = (offer: Offer | undefined, request: OfferRequest) => Outcome<OfferChange>;

/**
 * Runs a decision on an offer in one transaction, and answers the offer as it then reads. A
 * decided offer is refused before the transaction, without contending for the document.
 */
async function act(request: Omit<OfferRequest, 'now'>, decide: Decide): Promise<Outcome<OfferResponse>> {
  if (!isDocumentId(request.offerId)) return notFound(OFFER_MESSAGES.notFound);
  const early = await readOffer(request.offerId);
  if (early && isTerminalOfferStatus(early.status)) {
    const refused = decide(early, { ...request, now: new Date() });
    if (!refused.ok) return refused;
  }
  return inTransaction(async (tx) => {
    const offer = await readOfferIn(tx, request.offerId);
    const change = decide(offer, { ...request, now: new Date() });
    if (!change.ok) return change;
    if (change.value.update) updateOfferIn(tx, request.offerId, change.value.update);
    if (change.value.audit) appendAuditEntry(tx, change.value.audit);
    return ok(offerResponse({ ...offer!, ...change.value.update }));
  });
}

/** POST /api/offers/{offerId}/sign/{docType}. */
export async function signOfferDocument(
  request: Omit<OfferRequest, 'now'>,
  docType: OfferDocType,
  signedName: string,
): Promise<Outcome<OfferResponse>> {
  const sha256 = await documentSha256Of(docType);
  return act(request, (offer, at) => decideSigning(offer, at, docType, signedName, sha256));
}

/** POST /api/offers/{offerId}/accept. */
export function acceptOffer(request: Omit<OfferRequest, 'now'>): Promise<Outcome<OfferResponse>> {
  return act(request, decideAcceptance);
}

/** POST /api/offers/{offerId}/reject. */
export function rejectOffer(request: Omit<OfferRequest, 'now'>, reason: string): Promise<Outcome<OfferResponse>> {
  return act(request, (offer, at) => decideRejection(offer, at, reason));
}

const hashes = new Map<OfferDocType, Promise<string>>();

/** The SHA-256 of a document's current text (computed once per instance). */
function documentSha256Of(docType: OfferDocType): Promise<string> {
  let hash = hashes.get(docType);
  if (!hash) {
    hash = documentSha256(OFFER_DOCUMENTS[docType]);
    hashes.set(docType, hash);
  }
  return hash;
}
