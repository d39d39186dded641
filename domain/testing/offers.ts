import { searchIndexFor } from '../src/shared/search';
import { OFFER_DOCUMENTS } from '../src/offers/documents';
import { offerIdFor, type Offer, type OfferActorEvidence, type OfferSignature } from '../src/offers/model';
import { startDateFor } from '../src/offers/start-date';
import { OFFER_DOC_TYPES, type OfferDocType } from '../src/offers/steps';
import type { RecruitingApplication } from '../src/recruiting/model';
import { SPEC_JOB_TITLES } from '../src/jobs/jobs';

/** The title of a specification posting (test data names no other), else the slug. */
const titleOf = (slug: string): string => (SPEC_JOB_TITLES as Record<string, string>)[slug] ?? slug;

/**
 * The states an offer can be seeded in: how far the candidate got, or `withdrawn` (one document
 * signed, then the application left `hired`).
 */
export type OfferStage = 'pending' | 'one_signed' | 'all_signed' | 'accepted' | 'rejected' | 'withdrawn';

const SIGNED_COUNT: Record<OfferStage, number> = {
  pending: 0,
  one_signed: 1,
  all_signed: 3,
  accepted: 3,
  rejected: 1,
  withdrawn: 1,
};

type OfferApplication = Pick<
  RecruitingApplication,
  'id' | 'user_id' | 'job_slug' | 'name' | 'email' | 'country' | 'phone_number' | 'linkedin_profile'
>;

/** Who signed and from where, as the server records it: the candidate's account, a documentation address. */
function evidenceOf(application: OfferApplication): OfferActorEvidence {
  return {
    signer_uid: application.user_id,
    signer_email: application.email,
    server_ip: '203.0.113.10',
    forwarded_for: '203.0.113.10',
    user_agent: 'Mozilla/5.0',
  };
}

/** A signature as the server records it (the hash is a stand-in: the writers put the real one). */
function signature(application: OfferApplication, docType: OfferDocType, at: Date): OfferSignature {
  return {
    ...evidenceOf(application),
    signed_name: application.name,
    signed_at: at,
    document_version: OFFER_DOCUMENTS[docType].version,
    document_sha256: '0'.repeat(64),
  };
}

/**
 * The offer made for a hired candidate's application, at a stage: signed documents in order,
 * an hour apart from `created_at` (a day ago unless given), then accepted or rejected.
 */
export function makeOffer(
  application: OfferApplication,
  stage: OfferStage = 'pending',
  overrides: Partial<Offer> = {},
): Offer {
  const created = overrides.created_at ?? new Date(Date.now() - 86_400_000);
  const hour = 3_600_000;
  const signed = OFFER_DOC_TYPES.slice(0, SIGNED_COUNT[stage]);
  const signatures = Object.fromEntries(
    signed.map((docType, i) => [
      docType,
      signature(application, docType, new Date(created.getTime() + (i + 1) * hour)),
    ]),
  );
  const decidedAt = new Date(created.getTime() + 4 * hour);
  const decided = stage === 'accepted' || stage === 'rejected';
  return {
    id: offerIdFor(application.id),
    user_id: application.user_id,
    application_id: application.id,
    job_slug: application.job_slug,
    position_title: titleOf(application.job_slug),
    status: decided || stage === 'withdrawn' ? stage : signed.length > 0 ? 'in_progress' : 'pending',
    employment_agreement_signed: signed.includes('employment_agreement'),
    nda_signed: signed.includes('nda'),
    compensation_agreement_signed: signed.includes('compensation_agreement'),
    signatures,
    decision: decided
      ? {
          ...evidenceOf(application),
          decision: stage,
          at: decidedAt,
          reason: stage === 'rejected' ? 'I accepted another offer.' : null,
        }
      : null,
    start_date: stage === 'accepted' ? startDateFor(decidedAt) : null,
    candidate: {
      name: application.name,
      email: application.email,
      country: application.country,
      phone_number: application.phone_number,
      linkedin_profile: application.linkedin_profile,
    },
    search: searchIndexFor(application.name, application.email, titleOf(application.job_slug)),
    version: 1,
    version_opened_at: created,
    withdrawal: stage === 'withdrawn' ? { at: decidedAt, cause: 'unhired', from: 'in_progress' } : null,
    history: [],
    created_at: created,
    updated_at:
      decided || stage === 'withdrawn'
        ? decidedAt
        : signed.length
          ? new Date(created.getTime() + signed.length * hour)
          : created,
    ...overrides,
  };
}
