import {
  auditEntry,
  COLLECTIONS,
  JOB_TITLES,
  offerIdFor,
  type Actor,
  type Offer,
  type RecruitingApplication,
} from '@careers/domain';
import { appendAuditEntry } from '../../stores/audit-log';
import { createOfferOnce } from '../../stores/offers';
import type { DocumentChange } from '../document-change';

/** Who makes offers: the hire trigger, on behalf of the admin who moved the application. */
export const OFFER_TRIGGER_ACTOR: Actor = { uid: 'system:offer-on-hire', email: null };

/** Whether a change of a recruiting application is a move to `hired` (from any other status, or a new document). */
export function isMoveToHired(change: Pick<DocumentChange<RecruitingApplication>, 'before' | 'after'>): boolean {
  return change.after?.status === 'hired' && change.before?.status !== 'hired';
}

/** The offer made for a hired application: pending, nothing signed, with the candidate's contact details. */
export function newOffer(application: RecruitingApplication, now: Date): Offer {
  return {
    id: offerIdFor(application.id),
    user_id: application.user_id,
    application_id: application.id,
    position_title: JOB_TITLES[application.job_slug] ?? application.job_slug,
    status: 'pending',
    employment_agreement_signed: false,
    nda_signed: false,
    compensation_agreement_signed: false,
    signatures: {},
    decision: null,
    start_date: null,
    candidate: {
      name: application.name,
      email: application.email,
      country: application.country,
      phone_number: application.phone_number,
      linkedin_profile: application.linkedin_profile,
    },
    created_at: now,
    updated_at: now,
  };
}

/**
 * The hire trigger's handler: a move to `hired` makes the application's one offer (its id is
 * derived from the application, so a repeated delivery, a concurrent one or a later second move
 * to `hired` finds it made and creates nothing); anything else, leaving `hired` included, does
 * nothing. Answers what it did.
 */
export async function createOfferOnHire(
  change: DocumentChange<RecruitingApplication>,
): Promise<'created' | 'exists' | 'nothing to do'> {
  if (!isMoveToHired(change) || !change.after) return 'nothing to do';
  const offer = newOffer(change.after, new Date());
  const created = await createOfferOnce(offer, (tx) =>
    appendAuditEntry(
      tx,
      auditEntry({
        action: 'offer_created',
        actor: OFFER_TRIGGER_ACTOR,
        target: { collection: COLLECTIONS.offers, id: offer.id },
        from: null,
        to: offer.status,
        at: offer.created_at,
        detail: `for application ${offer.application_id}`,
      }),
    ),
  );
  return created ? 'created' : 'exists';
}
