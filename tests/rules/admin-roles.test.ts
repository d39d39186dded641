import { COLLECTIONS } from '@careers/domain/shared';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminRole,
  describeMatrix,
  firestoreAs,
  seedAdminRole,
  UIDS,
  useRulesEnvironment,
  withoutRules,
  type Actor,
} from './harness';

// The owner's document: a role they once had and lost. Every test also starts with the admin's
// active role and the demoted admin's revoked one (the harness writes them).
const roleRef = (db: Firestore, uid: string) => doc(db, COLLECTIONS.adminRoles, uid);
const seedOwnerRole = () => seedAdminRole(UIDS.owner, false);

/** Whose role a caller would most want to create: their own (the admin grants one to another user). */
const createTarget = (actor: Actor) =>
  actor === 'anonymous' ? UIDS.owner : actor === 'admin' ? UIDS.otherUser : UIDS[actor];
/** Whose role a caller would most want to switch on: the demoted admin their own, everyone else the owner's. */
const updateTarget = (actor: Actor) => (actor === 'demotedAdmin' ? UIDS.demotedAdmin : UIDS.owner);

describeMatrix(COLLECTIONS.adminRoles, {
  seed: seedOwnerRole,
  operations: {
    get: (db) => getDoc(roleRef(db, UIDS.owner)),
    list: (db) => getDocs(collection(db, COLLECTIONS.adminRoles)),
    create: (db, actor) => setDoc(roleRef(db, createTarget(actor)), adminRole(createTarget(actor), true)),
    update: (db, actor) => updateDoc(roleRef(db, updateTarget(actor)), { active: true }),
    delete: (db) => deleteDoc(roleRef(db, UIDS.owner)),
  },
  // Functions and the admin script write roles (with the claim); admins read them.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing, and they cannot switch it back on.
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('adminRoles: edge cases', () => {
  useRulesEnvironment();

  it('a signed-in user may not read their own role document', async () => {
    await withoutRules(seedOwnerRole);
    await assertFails(getDoc(roleRef(firestoreAs('owner'), UIDS.owner)));
  });

  it('an admin may not revoke another admin, nor drop their own role document', async () => {
    await seedAdminRole(UIDS.otherUser, true);
    await assertFails(updateDoc(roleRef(firestoreAs('admin'), UIDS.otherUser), { active: false }));
    await assertFails(deleteDoc(roleRef(firestoreAs('admin'), UIDS.admin)));
  });

  it('an admin lists every role document, the revoked ones and the other roles included', async () => {
    await withoutRules(seedOwnerRole);
    const snapshot = await assertSucceeds(getDocs(collection(firestoreAs('admin'), COLLECTIONS.adminRoles)));
    const { owner, admin, demotedAdmin, recruiter, hiringManager, interviewer } = UIDS;
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(
      [owner, admin, demotedAdmin, recruiter, hiringManager, interviewer].sort(),
    );
  });

  it('no team role reads its own role document', async () => {
    for (const actor of ['recruiter', 'hiringManager', 'interviewer'] as const) {
      await assertFails(getDoc(roleRef(firestoreAs(actor), UIDS[actor])));
    }
  });
});
