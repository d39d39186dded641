import type { VerifyResponse } from '@careers/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminEmails } from '../../config';
import { auth } from '../../lib/firebase';
import { ok, type Outcome } from '../outcome';
import { shouldGrantAdmin } from './admin-role';
import { recordSignIn, toUserProfile } from './profile';

/**
 * A verified sign-in: grants the admin role to an ADMIN_EMAILS address (the client then
 * refreshes its token), and creates or refreshes users/{uid}.
 */
export async function signIn(token: DecodedIdToken): Promise<Outcome<VerifyResponse>> {
  const record = await auth.getUser(token.uid);
  const claimsUpdated = shouldGrantAdmin({
    email: token.email,
    emailVerified: token.email_verified,
    adminEmails: adminEmails(),
    currentClaims: record.customClaims,
  });
  if (claimsUpdated) await auth.setCustomUserClaims(token.uid, { ...record.customClaims, admin: true });
  const doc = await recordSignIn(token);
  return ok({ user: toUserProfile(doc, claimsUpdated || record.customClaims?.admin === true), claimsUpdated });
}
