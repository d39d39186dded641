// The offer follows the hire: when an application is moved to `hired`, its one offer is made, or a
// withdrawn one reopened as the next version (offerNeededFor). The decision reads the application
// and the offer in one transaction, so a repeated or late delivery of the event, two at once, or
// the repair script finds the offer as it should be and does nothing.
import { offerIdFor, offerNeededFor, openingOfferState, reopenedOfferUpdate, type Offer } from '@careers/domain/offers';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, searchIndexFor, type Actor } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import { createOfferIn, readOfferIn, updateOfferIn } from '../../stores/offers';
import { readApplicationIn } from '../../stores/recruiting-applications';
import type { DocumentChange } from '../document-change';
import { prepareMailsIn } from '../mail/queue';
import { offerMail } from './mails';

/** Who makes offers: the hire trigger, on behalf of the admin who moved the application. */
export const OFFER_TRIGGER_ACTOR: Actor = { uid: 'system:offer-on-hire', email: null };

/** Whether a change of a recruiting application is a move to `hired` (from any other status, or a new document). */
export function isMoveToHired(change: Pick<DocumentChange<RecruitingApplication>, 'before' | 'after'>): boolean {
  return change.after?.status === 'hired' && change.before?.status !== 'hired';
}

/** The offer made for a hired application: pending, nothing signed, with the candidate's contact details and the posting's slug and title. */
export function newOffer(application: RecruitingApplication, positionTitle: string, now: Date): Offer {
  return {
    id: offerIdFor(application.id),
    user_id: application.user_id,
    application_id: application.id,
    job_slug: application.job_slug,
    position_title: positionTitle,
    ...openingOfferState(),
    candidate: {
      name: application.name,
      email: application.email,
      country: application.country,
      phone_number: application.phone_number,
      linkedin_profile: application.linkedin_profile,
    },
    search: searchIndexFor(application.name, application.email, positionTitle),
    version: 1,
    version_opened_at: now,
    history: [],
    created_at: now,
    updated_at: now,
  };
}

/** What ensureOfferForHire did. */
export type OfferForHire = 'created' | 'reopened' | 'nothing to do';

/**
 * Makes the offer a hired application needs, in one transaction with its audit entry and its
 * offer_ready mail: created
 * (`offer_created`) or reopened as the next version (`offer_reopened`); nothing when the
 * application is not hired (any more) or its offer is as it should be.
 */
export function ensureOfferForHire(applicationId: string, actor: Actor = OFFER_TRIGGER_ACTOR): Promise<OfferForHire> {
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, applicationId);
    if (!application) return 'nothing to do';
    const offerId = offerIdFor(application.id);
    const offer = await readOfferIn(tx, offerId);
    const needed = offerNeededFor(application, offer);
    const now = new Date();
    const audit = (action: 'offer_created' | 'offer_reopened', from: string | null, detail: string) =>
      appendAuditEntry(
        tx,
        auditEntry({
          action,
          actor,
          target: { collection: COLLECTIONS.offers, id: offerId },
          from,
          to: 'pending',
          at: now,
          detail,
        }),
      );
    if (needed === 'create') {
      const offer = newOffer(application, await readJobTitleIn(tx, application.job_slug), now);
      const queueMails = await prepareMailsIn(tx, [offerMail('offer_ready', offer, actor, now)]);
      createOfferIn(tx, offer);
      queueMails();
      audit('offer_created', null, `for application ${application.id}`);
      return 'created';
    }
    if (needed === 'reopen' && offer) {
      const update = reopenedOfferUpdate(offer, now);
      const queueMails = await prepareMailsIn(tx, [offerMail('offer_ready', { ...offer, ...update }, actor, now)]);
      updateOfferIn(tx, offerId, update);
      queueMails();
      audit('offer_reopened', offer.status, `version ${offer.version + 1}: hired again`);
      return 'reopened';
    }
    return 'nothing to do';
  });
}

/** The hire trigger's handler: a move to `hired` ensures the application's offer (see ensureOfferForHire). */
export async function createOfferOnHire(change: DocumentChange<RecruitingApplication>): Promise<OfferForHire> {
  if (!isMoveToHired(change) || !change.after) return 'nothing to do';
  return ensureOfferForHire(change.after.id);
}
