// When an admin moves a recruiting application to `hired`, the offer is made (see createOfferOnHire).
import { COLLECTIONS, type RecruitingApplication } from '@careers/domain';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createOfferOnHire } from '../decisions/offers/on-hire';
import { writtenChange } from './event';

export const offerOnHire = onDocumentWritten(`${COLLECTIONS.recruitingApplications}/{uid}`, async (event) => {
  const change = writtenChange<RecruitingApplication>(event);
  const result = await createOfferOnHire(change);
  if (result !== 'nothing to do') logger.info('Offer on hire', { application: change.id, result });
});
