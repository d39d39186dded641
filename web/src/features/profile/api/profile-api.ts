// The profile's calls: the application status endpoint and the live application document.
import { COLLECTIONS, type ApplicationStatusResponse, type RecruitingApplication } from '@careers/domain';
import { apiRequest } from '../../../lib/api';
import { useLiveDocument } from '../../../lib/firebase/useLiveDocument';

// POST /api/check-application-status
export const fetchApplicationStatus = () =>
  apiRequest<ApplicationStatusResponse>('/api/check-application-status', { method: 'POST', body: {} });

/** The signed-in user's applications/{uid}, live (null data: not applied yet). */
export const useApplicationDocument = (uid: string | null) =>
  useLiveDocument<RecruitingApplication>(uid ? `${COLLECTIONS.applications}/${uid}` : null);
