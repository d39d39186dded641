// The platform's side of the route pipeline (http/route.ts): Firebase Auth verifies tokens, the
// admin role is re-read on each call, the rate limits are counted in Firestore, and the handler runs.
import { APP_CHECK_ENFORCED } from '../config';
import { firebaseAccounts } from '../adapters/auth';
import { teamRoleNow } from '../decisions/users/admin-role';
import { ensureProfile } from '../decisions/users/profile';
import { appCheck } from '../lib/firebase';
import { checkAppCheck } from './app-check';
import { verifyToken } from './auth';
import { countFailedAuth, limitRead, limitWrite } from './rate-limit';
import { HttpError } from './errors';
import { REFUSAL_STATUS, type Gate } from './route';

/** The gate every deployed route goes through. */
export const platformGate: Gate = {
  verifyToken,
  teamRole: (uid) => teamRoleNow(uid, firebaseAccounts),
  limitWrite,
  limitRead,
  countFailedAuth,
  checkAppCheck: (token) => checkAppCheck(APP_CHECK_ENFORCED.value(), token, (t) => appCheck.verifyToken(t)),
  ensureProfile: async (token) => {
    const profile = await ensureProfile(token);
    if (!profile.ok) throw new HttpError(REFUSAL_STATUS[profile.reason], profile.message);
  },
  handle: (handler, ctx) => handler(ctx),
};
