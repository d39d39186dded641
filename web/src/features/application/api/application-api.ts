// The recruiting application's calls: the REST endpoints, the live application document and
// the optional public-IP lookup kept with an NDA signature.
import {
  COLLECTIONS,
  type ApplicationStatusResponse,
  type ApplicationSubmission,
  type RecruitingApplication,
  type SignNdaRequest,
  type SignNdaResponse,
  type SubmitApplicationResponse,
} from '@careers/domain';
import { apiRequest } from '../../../lib/api';
import { useLiveDocument } from '../../../lib/firebase/useLiveDocument';

// POST /api/check-application-status
export const checkApplicationStatus = () =>
  apiRequest<ApplicationStatusResponse>('/api/check-application-status', { method: 'POST', body: {} });

// POST /api/submit-application
export const submitApplication = (submission: ApplicationSubmission) =>
  apiRequest<SubmitApplicationResponse>('/api/submit-application', { method: 'POST', body: submission });

// POST /api/sign-nda
export const signNda = (request: SignNdaRequest) =>
  apiRequest<SignNdaResponse>('/api/sign-nda', { method: 'POST', body: request });

/** The signed-in candidate's applications/{uid}, live (null data: not applied yet). */
export const useMyApplicationDocument = (uid: string | null) =>
  useLiveDocument<RecruitingApplication>(uid ? `${COLLECTIONS.applications}/${uid}` : null);

/** How long signing waits for the public-IP lookup before sending ''. */
export const IP_LOOKUP_TIMEOUT_MS = 2000;

/**
 * The client's public IP from a public lookup service (GET, JSON `{ ip }`), or '' when it does
 * not answer in time: the lookup is optional and never blocks signing. The server keeps this
 * value beside the IP it saw itself, and trusts only the latter.
 */
export async function lookupPublicIp(timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<string> {
  try {
    const response = await fetch('https://api.ipify.org?format=json', { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { ip?: unknown };
    return typeof body.ip === 'string' ? body.ip.slice(0, 64) : '';
  } catch {
    return '';
  }
}

let ipLookup: Promise<string> | undefined;

/** The public IP, looked up once per session (a failed lookup is tried again next time). */
export function publicIp(): Promise<string> {
  ipLookup ??= lookupPublicIp().then((ip) => {
    if (!ip) ipLookup = undefined;
    return ip;
  });
  return ipLookup;
}
