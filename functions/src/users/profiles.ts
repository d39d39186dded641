import { COLLECTIONS, displayNameFor, type UserDocument, type UserProfile } from '@careers/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { converter } from '../lib/converter';
import { db } from '../lib/firebase';

const users = () => db.collection(COLLECTIONS.users).withConverter(converter<UserDocument>());

/** The profile the API answers with. */
export function toUserProfile(doc: UserDocument, isAdmin: boolean): UserProfile {
  return {
    uid: doc.uid,
    name: doc.name,
    email: doc.email,
    photoURL: doc.photoURL,
    emailVerified: doc.emailVerified,
    isAdmin,
    createdAt: doc.createdAt.toISOString(),
    lastLoginAt: doc.lastLoginAt.toISOString(),
  };
}

/** Creates users/{uid} at first sign-in, refreshes it at every later one. Keeps a name the user chose. */
export async function recordSignIn(token: DecodedIdToken): Promise<UserDocument> {
  const ref = users().doc(token.uid);
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    const now = new Date();
    const doc: UserDocument = {
      uid: token.uid,
      name: existing?.name ?? displayNameFor(token.name as string | undefined, token.email),
      email: token.email ?? existing?.email ?? '',
      photoURL: (token.picture as string | undefined) ?? existing?.photoURL ?? null,
      emailVerified: token.email_verified === true,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      lastLoginAt: now,
    };
    tx.set(ref, doc, { merge: true });
    return doc;
  });
}

/** users/{uid}, or undefined before the first sign-in. */
export async function readUser(uid: string): Promise<UserDocument | undefined> {
  return (await users().doc(uid).get()).data();
}

/** Applies a validated profile change and answers the new document. */
export async function updateUser(uid: string, change: Partial<Pick<UserDocument, 'name' | 'lastLogoutAt'>>) {
  await users()
    .doc(uid)
    .update({ ...change, updatedAt: new Date() });
  return readUser(uid);
}
