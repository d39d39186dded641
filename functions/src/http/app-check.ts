// App Check on the API: when APP_CHECK_ENFORCED is set, every call through route() must carry a
// valid App Check token (X-Firebase-AppCheck, which the site's calls add once the web build names
// a site key), else 401. Off by default and on the emulators: no attestation provider runs
// offline. docs/security.md says how to turn it on, and how to test with a debug token.
import { APP_CHECK_REQUIRED } from '@careers/domain/http';
import { HttpError } from './errors';

/**
 * Refuses a call without a valid App Check token when `enforced`; `verify` checks a token with
 * the platform (it throws when the token is not valid).
 */
export async function checkAppCheck(
  enforced: boolean,
  token: string | undefined,
  verify: (token: string) => Promise<unknown>,
): Promise<void> {
  if (!enforced) return;
  if (!token) throw new HttpError(401, APP_CHECK_REQUIRED);
  try {
    await verify(token);
  } catch {
    throw new HttpError(401, APP_CHECK_REQUIRED);
  }
}
