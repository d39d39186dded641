import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { assertFails } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';

// The owner here is the candidate the mail is written to.
const mail: OutboxMail = {
  to: 'alice@example.com',
  template: { name: 'interview_invitation', data: { name: 'Alice' } },
  user_id: UIDS.owner,
  application_id: UIDS.owner,
  requested_by: UIDS.admin,
  created_at: new Date(),
  delivery: pendingDelivery(new Date()),
  expire_at: mailExpiry(new Date()),
  resend_of: null,
  resent_as: null,
};
const MAIL_ID = 'mail-1';
const mailRef = (db: Firestore) => doc(db, COLLECTIONS.mail, MAIL_ID);
const seedMail = (db: Firestore) => setDoc(mailRef(db), mail);

describeMatrix(COLLECTIONS.mail, {
  seed: seedMail,
  operations: {
    get: (db) => getDoc(mailRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.mail)),
    create: (db) => addDoc(collection(db, COLLECTIONS.mail), mail),
    update: (db) => updateDoc(mailRef(db), { 'delivery.state': 'pending' }),
    delete: (db) => deleteDoc(mailRef(db)),
  },
  // Functions queue and deliver mail; no client, admins included, reads or writes the outbox (a
  // client that could create one would send mail in the company's name).
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('mail: edge cases', () => {
  useRulesEnvironment();

  it('the recipient may not list their own mails, even filtered to their application', async () => {
    await withoutRules(seedMail);
    const own = query(collection(firestoreAs('owner'), COLLECTIONS.mail), where('application_id', '==', UIDS.owner));
    await assertFails(getDocs(own));
  });

  it('an admin may not queue a mail with a chosen id, nor mark one for resending', async () => {
    await withoutRules(seedMail);
    await assertFails(setDoc(doc(firestoreAs('admin'), COLLECTIONS.mail, 'chosen'), mail));
    await assertFails(updateDoc(mailRef(firestoreAs('admin')), { delivery: pendingDelivery(new Date()) }));
    // Nor send a failed one again by hand, nor make it due to the sweep: only POST .../resend does.
    await assertFails(updateDoc(mailRef(firestoreAs('admin')), { resent_as: 'mail-2' }));
    await assertFails(updateDoc(mailRef(firestoreAs('admin')), { 'delivery.due_time': new Date(0) }));
  });
});
