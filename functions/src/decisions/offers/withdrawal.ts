// The admins' one act on a job offer: withdrawing an open one.
import {
  adminOfferView,
  isOpenOffer,
  OFFER_ERRORS,
  OFFER_MESSAGES,
  withdrawnOfferUpdate,
  type AdminOfferView,
  type Offer,
} from '@careers/domain/offers';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readOfferIn, updateOfferIn } from '../../stores/offers';
import { recruiterRefusal, type Recruiter } from '../../queries/team-access';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { prepareMailsIn } from '../mail/queue';
import { offerWithdrawnMail } from './mails';

/**
 * An admin withdrawing an offer: only an open one (pending or in progress; an accepted offer is
 * withdrawn by moving the hire off the team, which asks for confirmation). The reason goes to the
 * audit entry, which only admins read; the offer records when and that an admin withdrew it. The
 * application stays `hired`: the Our Team screen shows the withdrawn offer beside it.
 */
export function decideAdminWithdrawal(
  offer: Offer | undefined,
  actor: Actor,
  reason: string,
  now: Date,
): Outcome<{ update: Partial<Offer>; audit: AuditLogEntry }> {
  if (!offer) return notFound(OFFER_MESSAGES.notFound);
  if (!isOpenOffer(offer.status)) return conflict(OFFER_ERRORS.withdrawOnlyOpen(offer.status));
  return ok({
    update: withdrawnOfferUpdate(offer, 'admin', now),
    audit: auditEntry({
      action: 'offer_withdrawn',
      actor,
      target: { collection: COLLECTIONS.offers, id: offer.id },
      from: offer.status,
      to: 'withdrawn',
      at: now,
      detail: reason,
    }),
  });
}

/**
 * POST /api/admin/offers/{offerId}/withdraw (an admin, or a recruiter of the offer's posting): see
 * decideAdminWithdrawal; one transaction with the audit entry and the candidate's mail.
 */
export function withdrawOffer(
  offerId: string,
  actor: Actor,
  reason: string,
  recruiter?: Recruiter,
): Promise<Outcome<AdminOfferView>> {
  if (!isDocumentId(offerId)) return Promise.resolve(notFound(OFFER_MESSAGES.notFound));
  return inTransaction(async (tx) => {
    const offer = await readOfferIn(tx, offerId);
    const refusal = await recruiterRefusal(recruiter, offer?.job_slug, tx);
    if (refusal) return refusal;
    const now = new Date();
    const change = decideAdminWithdrawal(offer, actor, reason, now);
    if (!change.ok) return change;
    const queueMails = await prepareMailsIn(tx, [offerWithdrawnMail(offer!, actor, now)]);
    updateOfferIn(tx, offerId, change.value.update);
    queueMails();
    appendAuditEntry(tx, change.value.audit);
    return ok(adminOfferView({ ...offer!, ...change.value.update }));
  });
}
