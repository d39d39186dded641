// The signed-in candidate's recruiting application, as both the application flow and the
// profile read it: the status endpoint and the live applications/{uid} document.
import { COLLECTIONS, type ApplicationStatusResponse, type RecruitingApplication } from '@careers/domain';
import { apiRequest } from './api';
import { useLiveDocument } from './firebase/useLiveDocument';

// POST /api/check-application-status
export const checkApplicationStatus = () =>
  apiRequest<ApplicationStatusResponse>('/api/check-application-status', { method: 'POST', body: {} });

/** The signed-in candidate's applications/{uid}, live (null data: not applied yet). */
export const useMyApplicationDocument = (uid: string | null) =>
  useLiveDocument<RecruitingApplication>(uid ? `${COLLECTIONS.applications}/${uid}` : null);
