// users/{uid}: the profile functions keep for each signed-in user.
import { COLLECTIONS } from '@careers/domain/shared';
import { usersWithEmailQuery, type UserDocument } from '@careers/domain/users';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, type Transaction } from './firestore';
import { describedQuery } from './query';

const users = () => db.collection(COLLECTIONS.users).withConverter(converter<UserDocument>());

/** users/{uid}, or undefined before the first sign-in. */
export async function readUser(uid: string): Promise<UserDocument | undefined> {
  return (await users().doc(uid).get()).data();
}

/** users/{uid} read within `tx`. */
export async function readUserIn(tx: Transaction, uid: string): Promise<UserDocument | undefined> {
  return (await tx.get(users().doc(uid))).data();
}

/** Writes (merges) users/{uid} within `tx`. */
export function writeUserIn(tx: Transaction, user: UserDocument): void {
  tx.set(users().doc(user.uid), user, { merge: true });
}

/** Changes fields of users/{uid} (which must exist) and answers the new document. */
export async function updateUser(uid: string, change: Partial<UserDocument>): Promise<UserDocument | undefined> {
  await users().doc(uid).update(change);
  return readUser(uid);
}

/** Changes fields of users/{uid} (which must exist) within `tx`. */
export function updateUserIn(tx: Transaction, uid: string, change: Partial<UserDocument>): void {
  tx.update(users().doc(uid), change);
}

/** Deletes users/{uid} (nothing happens when there is none): the erase. */
export async function deleteUser(uid: string): Promise<boolean> {
  return deleteIfExists(users().doc(uid));
}

/** The uids of the profiles with `email` (the erase script's look-up when the Auth account is gone). */
export async function userIdsWithEmail(email: string): Promise<string[]> {
  return (await describedQuery(users(), usersWithEmailQuery(email)).select().get()).docs.map((doc) => doc.id);
}
