// The recruiting application's writes and the optional public-IP lookup kept with an NDA
// signature. Reading the candidate's own application is shared with the profile
// (lib/my-application.ts).
import {
  type ApplicationSubmission,
  type SignNdaRequest,
  type SignNdaResponse,
  type SubmitApplicationResponse,
} from '@careers/domain';
import { apiRequest } from '../../../lib/api';

// POST /api/submit-application
export const submitApplication = (submission: ApplicationSubmission) =>
  apiRequest<SubmitApplicationResponse>('/api/submit-application', { method: 'POST', body: submission });

// POST /api/sign-nda
export const signNda = (request: SignNdaRequest) =>
  apiRequest<SignNdaResponse>('/api/sign-nda', { method: 'POST', body: request });

/** How long signing waits for the public-IP lookup before sending ''. */
const IP_LOOKUP_TIMEOUT_MS = 2000;

/**
 * The client's public IP from a public lookup service (GET, JSON `{ ip }`), or '' when it does
 * not answer in time: the lookup is optional and never blocks signing. The server keeps this
 * value beside the IP it saw itself, and trusts only the latter.
 */
async function lookupPublicIp(timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<string> {
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
