// adminRoles/{uid}: whether a user's admin claim still counts (see AdminRole in domain).
import { COLLECTIONS } from '@careers/domain/shared';
import { type AdminRole } from '@careers/domain/users';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists } from './firestore';

const adminRoles = () => db.collection(COLLECTIONS.adminRoles).withConverter(converter<AdminRole>());

/** adminRoles/{uid}, or undefined when the user never had the role. */
export async function readAdminRole(uid: string): Promise<AdminRole | undefined> {
  return (await adminRoles().doc(uid).get()).data();
}

/** Writes adminRoles/{uid}. */
export async function writeAdminRole(role: AdminRole): Promise<void> {
  await adminRoles().doc(role.uid).set(role);
}

/** Deletes adminRoles/{uid} (nothing happens when there is none): the erase. */
export async function deleteAdminRole(uid: string): Promise<boolean> {
  return deleteIfExists(adminRoles().doc(uid));
}
