// The mails an offer's changes send, all essential: ready to sign (made or reopened), withdrawn,
// accepted (the signing certificate attached at delivery), declined. Each is keyed by the offer's
// version: one of each per version, however often the event is delivered.
import { type Offer } from '@careers/domain/offers';
import { type Actor } from '@careers/domain/shared';
import type { CandidateMail } from '../mail/queue';

type OfferMailTemplate = 'offer_ready' | 'offer_withdrawn' | 'offer_accepted' | 'offer_declined';

/** The mail `template` sends about `offer` (as it reads after the change). */
export function offerMail(
  template: OfferMailTemplate,
  offer: Offer,
  actor: Actor,
  now: Date,
  extra: Record<string, string> = {},
): CandidateMail {
  return {
    template,
    data: {
      name: offer.candidate.name ?? '',
      position_title: offer.position_title,
      offer_id: offer.id,
      ...extra,
    },
    userId: offer.user_id,
    applicationId: offer.application_id,
    subjectId: offer.id,
    key: `v${offer.version}`,
    requestedBy: actor.uid,
    now,
  };
}

/** The withdrawal's mail, for the offer as it read before (its version is the one withdrawn). */
export const offerWithdrawnMail = (offer: Offer, actor: Actor, now: Date) =>
  offerMail('offer_withdrawn', offer, actor, now);
