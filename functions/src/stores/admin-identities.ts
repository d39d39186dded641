// adminIdentities/{identity hash}: a grant or revocation of the admin role, by the keyed hashes of
// the person's Google subject and verified email (domain/src/privacy/identity.ts), so a revocation
// outlives an erase and the new uid of the same Google account. Written by functions only; no
// rules match it, so no client reads or writes it.
import { type AdminIdentity } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';

const adminIdentities = () => db.collection(COLLECTIONS.adminIdentities).withConverter(converter<AdminIdentity>());

/** The records of these identity hashes that exist. */
export async function readAdminIdentities(hashes: readonly string[]): Promise<AdminIdentity[]> {
  if (hashes.length === 0) return [];
  const snapshots = await db.getAll(...hashes.map((hash) => adminIdentities().doc(hash)));
  return snapshots.flatMap((snapshot) => (snapshot.exists ? [snapshot.data() as AdminIdentity] : []));
}

/** Records `record` under each of the identity hashes. */
export async function writeAdminIdentities(hashes: readonly string[], record: AdminIdentity): Promise<void> {
  const batch = db.batch();
  for (const hash of hashes) batch.set(adminIdentities().doc(hash), record);
  await batch.commit();
}
