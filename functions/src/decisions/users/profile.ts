// The caller's own user document: recorded at each sign-in, the name they change, the sign-out.
import type { TeamRole } from '@careers/domain/team';
import { displayNameFor, USER_MESSAGES, type UserDocument, type UserResponse } from '@careers/domain/users';
import type { IdToken } from '../../adapters/auth';
import { forbidden, ok, notFound, type Outcome } from '../../outcome';
import { PROFILE_NOT_FOUND, toUserProfile } from '../../queries/users';
import { inTransaction } from '../../stores/firestore';
import { readUser, readUserIn, updateUser, writeUserIn } from '../../stores/users';

/**
 * users/{uid} after a sign-in: created at the first, refreshed at every later one; a name the user
 * chose is kept. The email is the token's only when Google verified it (the address every mail
 * goes to); a token with an unverified email leaves the stored one as it was.
 */
export function signedInUser(existing: UserDocument | undefined, token: IdToken, now: Date): UserDocument {
  const verified = token.email_verified === true && !!token.email;
  return {
    uid: token.uid,
    name: existing?.name ?? displayNameFor(token.name as string | undefined, verified ? token.email : undefined),
    email: verified ? token.email! : (existing?.email ?? ''),
    photoURL: (token.picture as string | undefined) ?? existing?.photoURL ?? null,
    emailVerified: verified || (existing?.emailVerified ?? false),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    lastLoginAt: now,
  };
}

/** Records a sign-in (see signedInUser) in one transaction and answers the document. */
export function recordSignIn(token: IdToken): Promise<UserDocument> {
  return inTransaction(async (tx) => {
    const doc = signedInUser(await readUserIn(tx, token.uid), token, new Date());
    writeUserIn(tx, doc);
    return doc;
  });
}

/**
 * The caller's profile before a call that can send them a mail: made from the verified token when
 * they never called /auth/verify (a mail goes only to a profile's verified address), refused when
 * Google did not verify the token's email.
 */
export async function ensureProfile(token: IdToken): Promise<Outcome<UserDocument>> {
  if (token.email_verified !== true || !token.email) return forbidden(USER_MESSAGES.emailNotVerified);
  return ok(
    await inTransaction(async (tx) => {
      const existing = await readUserIn(tx, token.uid);
      if (existing) return existing;
      const doc = signedInUser(undefined, token, new Date());
      writeUserIn(tx, doc);
      return doc;
    }),
  );
}

/** Changes what a user may change about themselves (their name). */
export async function changeProfile(
  uid: string,
  change: Pick<UserDocument, 'name'>,
  role: TeamRole | null,
): Promise<Outcome<UserResponse>> {
  if (!(await readUser(uid))) return notFound(PROFILE_NOT_FOUND);
  const doc = await updateUser(uid, { ...change, updatedAt: new Date() });
  return doc ? ok({ user: toUserProfile(doc, role) }) : notFound(PROFILE_NOT_FOUND);
}

/** Records a sign-out on the profile, when there is one. */
export async function recordSignOut(uid: string): Promise<void> {
  if (await readUser(uid)) {
    const now = new Date();
    await updateUser(uid, { lastLogoutAt: now, updatedAt: now });
  }
}
