// The platform's side of the route pipeline (http/route.ts): Firebase Auth verifies tokens, the
// admin role is re-read on each call, the rate limits are counted in Firestore, and the handler runs.
import { isAdminNow } from '../decisions/users/admin-role';
import { verifyToken } from './auth';
import { countFailedAuth, limitRead, limitWrite } from './rate-limit';
import type { Gate } from './route';

/** The gate every deployed route goes through. */
export const platformGate: Gate = {
  verifyToken,
  isAdmin: isAdminNow,
  limitWrite,
  limitRead,
  countFailedAuth,
  handle: (handler, ctx) => handler(ctx),
};
