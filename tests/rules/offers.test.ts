import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
import { describe, expect, it } from 'vitest';
import { describeMatrix, firestoreAs, TEAM_POSTING, UIDS, useRulesEnvironment, withoutRules } from './harness';

const owner = makeAccount({ uid: UIDS.owner });
const offer = makeOffer(makeApplication(owner, 'hired'), 'one_signed');
const offerRef = (db: Firestore) => doc(db, COLLECTIONS.offers, offer.id);
const seedOffer = (db: Firestore) => setDoc(offerRef(db), offer);

describeMatrix(COLLECTIONS.offers, {
  seed: seedOffer,
  operations: {
    get: (db) => getDoc(offerRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.offers)),
    create: (db) => setDoc(offerRef(db), offer),
    update: (db) => updateDoc(offerRef(db), { status: 'accepted' }),
    delete: (db) => deleteDoc(offerRef(db)),
  },
  // Functions write offers; the candidate reads their own, admins read all, the posting's recruiter
  // reads its offers (the seeded offer is of TEAM_POSTING's; a list must name the posting).
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
    recruiter: { get: true, list: false, create: false, update: false, delete: false },
  },
});

describe('offers: edge cases', () => {
  useRulesEnvironment();
  const mine = (db: Firestore, uid: string) => query(collection(db, COLLECTIONS.offers), where('user_id', '==', uid));

  it('the candidate lists their offers with a query filtered to their uid', async () => {
    await withoutRules(seedOffer);
    const snapshot = await assertSucceeds(getDocs(mine(firestoreAs('owner'), UIDS.owner)));
    expect(snapshot.docs.map((d) => d.id)).toEqual([offer.id]);
  });

  it("another user may not list the owner's offers by filtering on the owner's uid", async () => {
    await withoutRules(seedOffer);
    await assertFails(getDocs(mine(firestoreAs('otherUser'), UIDS.owner)));
  });

  it('the owner may not sign, accept or change anything from the client', async () => {
    await withoutRules(seedOffer);
    const db = firestoreAs('owner');
    for (const change of [
      { nda_signed: true },
      { status: 'accepted', start_date: '2026-11-23' },
      { signatures: {} },
      { decision: null },
    ]) {
      await assertFails(updateDoc(offerRef(db), change));
    }
  });

  it("the posting's recruiter lists its offers by the posting, and no other posting's", async () => {
    await withoutRules(seedOffer);
    const byPosting = (db: Firestore, slug: string) =>
      query(collection(db, COLLECTIONS.offers), where('job_slug', '==', slug));
    const snapshot = await assertSucceeds(getDocs(byPosting(firestoreAs('recruiter'), TEAM_POSTING)));
    expect(snapshot.docs.map((d) => d.id)).toEqual([offer.id]);
    await assertFails(getDocs(byPosting(firestoreAs('recruiter'), 'another-posting')));
    // Before the offer exists: a query by the posting and application, empty, not refused.
    const ofApplication = (db: Firestore, id: string) =>
      query(
        collection(db, COLLECTIONS.offers),
        where('job_slug', '==', TEAM_POSTING),
        where('application_id', '==', id),
      );
    const none = await assertSucceeds(getDocs(ofApplication(firestoreAs('recruiter'), 'not-yet-hired')));
    expect(none.empty).toBe(true);
    // The hiring manager and the interviewer of the same posting read no offer.
    for (const actor of ['hiringManager', 'interviewer'] as const) {
      await assertFails(getDoc(offerRef(firestoreAs(actor))));
      await assertFails(getDocs(byPosting(firestoreAs(actor), TEAM_POSTING)));
    }
  });

  it('a missing offer reads as denied for a candidate (its existence is not revealed), not for an admin', async () => {
    await assertFails(getDoc(doc(firestoreAs('owner'), COLLECTIONS.offers, 'no-such-offer')));
    await assertSucceeds(getDoc(doc(firestoreAs('admin'), COLLECTIONS.offers, 'no-such-offer')));
  });
});
