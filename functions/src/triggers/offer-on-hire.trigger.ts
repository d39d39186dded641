// When an admin moves a recruiting application to `hired`, its offer is made or reopened (see
// ensureOfferForHire). Idempotent, so a failed delivery is retried; `npm run offers` repairs what
// a trigger that never ran left.
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createOfferOnHire } from '../decisions/offers/on-hire';
import { writtenChange } from './event';

export const offerOnHire = onDocumentWritten(
  { document: `${COLLECTIONS.recruitingApplications}/{uid}`, retry: true },
  async (event) => {
    const change = writtenChange<RecruitingApplication>(event);
    const result = await createOfferOnHire(change);
    if (result !== 'nothing to do') logger.info('Offer on hire', { application: change.id, result });
  },
);
