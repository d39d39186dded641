// The caller's own user document: recorded at each sign-in, the name they change, the sign-out.
import { displayNameFor, type UserDocument, type UserResponse } from '@careers/domain/users';
import type { IdToken } from '../../adapters/auth';
import { ok, notFound, type Outcome } from '../../outcome';
import { PROFILE_NOT_FOUND, toUserProfile } from '../../queries/users';
import { inTransaction } from '../../stores/firestore';
import { readUser, readUserIn, updateUser, writeUserIn } from '../../stores/users';

/** users/{uid} after a sign-in: created at the first, refreshed at every later one; a name the user chose is kept. */
export function signedInUser(existing: UserDocument | undefined, token: IdToken, now: Date): UserDocument {
  return {
    uid: token.uid,
    name: existing?.name ?? displayNameFor(token.name as string | undefined, token.email),
    email: token.email ?? existing?.email ?? '',
    photoURL: (token.picture as string | undefined) ?? existing?.photoURL ?? null,
    emailVerified: token.email_verified === true,
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

/** Changes what a user may change about themselves (their name). */
export async function changeProfile(
  uid: string,
  change: Pick<UserDocument, 'name'>,
  isAdmin: boolean,
): Promise<Outcome<UserResponse>> {
  if (!(await readUser(uid))) return notFound(PROFILE_NOT_FOUND);
  const doc = await updateUser(uid, { ...change, updatedAt: new Date() });
  return doc ? ok({ user: toUserProfile(doc, isAdmin) }) : notFound(PROFILE_NOT_FOUND);
}

/** Records a sign-out on the profile, when there is one. */
export async function recordSignOut(uid: string): Promise<void> {
  if (await readUser(uid)) {
    const now = new Date();
    await updateUser(uid, { lastLogoutAt: now, updatedAt: now });
  }
}
