// What makes a caller an admin: the token claim `admin` exactly `true` AND an active
// adminRoles/{uid}. Each caller below (uid `mallory`) has one of the two halves wrong, or both
// right (the control, which must pass every check, so a denial elsewhere is the rules' doing).
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeUserDocument } from '@careers/domain/testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { adminRole, CLAIMS_UID, firestoreWithClaims, UIDS, useRulesEnvironment, withoutRules } from './harness';

const owner = makeAccount({ uid: UIDS.owner });
const ENTRY_ID = 'entry-1';
const entry: AuditLogEntry = {
  action: 'application_status_changed',
  actor_uid: UIDS.admin,
  actor_email: 'ada@example.com',
  target: { collection: COLLECTIONS.recruitingApplications, id: UIDS.owner },
  from: 'meeting_scheduled',
  to: 'interviewed',
  at: new Date(),
};

/** The admin-only operations, each as the caller performs it. */
const ADMIN_OPERATIONS: Record<string, (db: Firestore) => Promise<unknown>> = {
  "get another user's application": (db) => getDoc(doc(db, COLLECTIONS.recruitingApplications, owner.uid)),
  'list applications': (db) => getDocs(collection(db, COLLECTIONS.recruitingApplications)),
  'get an audit-log entry': (db) => getDoc(doc(db, COLLECTIONS.auditLog, ENTRY_ID)),
  'list the audit log': (db) => getDocs(collection(db, COLLECTIONS.auditLog)),
  "get another user's profile": (db) => getDoc(doc(db, COLLECTIONS.users, owner.uid)),
  'list users': (db) => getDocs(collection(db, COLLECTIONS.users)),
  'list admin roles': (db) => getDocs(collection(db, COLLECTIONS.adminRoles)),
};

/** The documents the operations read and change, and mallory's role document (if any). */
function seed(role: object | null) {
  return withoutRules((db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, COLLECTIONS.recruitingApplications, owner.uid), makeApplication(owner, 'meeting_scheduled'));
    batch.set(doc(db, COLLECTIONS.auditLog, ENTRY_ID), entry);
    batch.set(doc(db, COLLECTIONS.users, owner.uid), makeUserDocument(owner));
    if (role) batch.set(doc(db, COLLECTIONS.adminRoles, CLAIMS_UID), role);
    return batch.commit();
  });
}

/** Runs every admin operation as the caller; each must succeed (allowed) or be denied. */
async function checkEveryOperation(db: Firestore, allowed: boolean): Promise<void> {
  for (const [name, operation] of Object.entries(ADMIN_OPERATIONS)) {
    try {
      await (allowed ? assertSucceeds(operation(db)) : assertFails(operation(db)));
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  }
}

const activeRole = adminRole(CLAIMS_UID, true);

describe('admin: the claim and the role document, both required', () => {
  useRulesEnvironment();

  it('control: claim admin === true and an active role document may do every admin operation', async () => {
    await seed(activeRole);
    await checkEveryOperation(firestoreWithClaims({ admin: true }), true);
  });

  it('claim admin: false with an active role document may do none', async () => {
    await seed(activeRole);
    await checkEveryOperation(firestoreWithClaims({ admin: false }), false);
  });

  it("claim admin: 'true' (a string) with an active role document may do none", async () => {
    await seed(activeRole);
    await checkEveryOperation(firestoreWithClaims({ admin: 'true' }), false);
  });

  it('no admin claim (other claims only) with an active role document may do none', async () => {
    await seed(activeRole);
    await checkEveryOperation(firestoreWithClaims({ role: 'admin' }), false);
  });

  it('claim admin: true without any role document may do none', async () => {
    await seed(null);
    await checkEveryOperation(firestoreWithClaims({ admin: true }), false);
  });

  it("claim admin: true with a role document whose active is 'true' (a string) may do none", async () => {
    await seed({ ...activeRole, active: 'true' });
    await checkEveryOperation(firestoreWithClaims({ admin: true }), false);
  });

  it('claim admin: true with an active role document of another role (a demoted admin) may do none', async () => {
    await seed({ ...activeRole, role: 'interviewer' });
    await checkEveryOperation(firestoreWithClaims({ admin: true }), false);
  });

  it("claim role: 'admin' with an active admin's role document may do none (only `admin: true` claims it)", async () => {
    await seed({ ...activeRole, role: 'admin' });
    await checkEveryOperation(firestoreWithClaims({ role: 'admin' }), false);
  });

  it('a team role whose claim and document agree may do none of the admin operations', async () => {
    for (const role of ['recruiter', 'hiring_manager', 'interviewer']) {
      await seed({ ...activeRole, role });
      await checkEveryOperation(firestoreWithClaims({ role }), false);
    }
  });

  it("claim admin: true with an active role document naming 'admin' may do every admin operation", async () => {
    await seed({ ...activeRole, role: 'admin' });
    await checkEveryOperation(firestoreWithClaims({ admin: true }), true);
  });
});
