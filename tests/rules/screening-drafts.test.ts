import {
  emptyScreeningForm,
  SCREENING_FIELD_NAMES,
  SCREENING_FIELD_SPECS,
  SCREENING_LIMITS,
  screeningDraftExpiry,
  screeningDraftOf,
} from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import {
  jobDocument,
  makeAccount,
  makeJob,
  makeScreeningDraft,
  makeScreeningForm,
  makeUserDocument,
} from '@careers/domain/testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';
import { makeScreeningApplication } from '../../functions/testing/screening-applications';

/** SCREENING_DRAFT_MAX_BYTES, pinned: the rules' bound on the draft's JSON string. */
const DRAFT_MAX = 803_791;

const owner = makeAccount({ uid: UIDS.owner });
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.screeningDrafts, owner.uid);
const storedDraft = makeScreeningDraft(makeScreeningForm(), 2);
/** users/{uid} of the owner, as their first sign-in wrote it (the erase deletes it). */
const profileRef = (db: Firestore) => doc(db, COLLECTIONS.users, owner.uid);
const seedProfile = (db: Firestore) => setDoc(profileRef(db), makeUserDocument(owner));
const seed = async (db: Firestore) => {
  await seedProfile(db);
  await setDoc(ownRef(db), storedDraft);
};
/** A draft as the form writes it: the domain's draft of the values, stamped with the server's time, and its expiry. */
const draftWrite = (section = 3, values = makeScreeningForm()) => ({
  ...screeningDraftOf(values, section)!,
  updated_at: serverTimestamp(),
  expire_at: screeningDraftExpiry(new Date()),
});
const DAY_MS = 24 * 60 * 60 * 1000;

describeMatrix(COLLECTIONS.screeningDrafts, {
  seed,
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.screeningDrafts)),
    // Every caller tries to write the owner's draft, as the form writes it (the owner has signed in).
    create: async (db) => {
      await withoutRules(seedProfile);
      return setDoc(ownRef(db), draftWrite());
    },
    update: (db) => updateDoc(ownRef(db), { section: 4, updated_at: serverTimestamp() }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  // The owner alone; admins too are kept out (a draft is not an application).
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: true, update: true, delete: true },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('screeningDrafts: shape and size', () => {
  useRulesEnvironment();
  beforeEach(() => withoutRules(seedProfile));
  const write = (data: Record<string, unknown>) => setDoc(ownRef(firestoreAs('owner')), data);

  it('takes a draft whose JSON is exactly at the bound, refuses one character more', async () => {
    await assertSucceeds(write({ ...draftWrite(), values: 'x'.repeat(DRAFT_MAX) }));
    await assertFails(write({ ...draftWrite(), values: 'x'.repeat(DRAFT_MAX + 1) }));
  });

  it('takes the largest draft the form saves (every answer at its length limit, 3-byte characters)', async () => {
    const values = emptyScreeningForm() as unknown as Record<string, unknown>;
    const text = (length: number) => '€'.repeat(length);
    for (const field of SCREENING_FIELD_NAMES) {
      const kind = SCREENING_FIELD_SPECS[field].kind;
      if (kind === 'short' || kind === 'select') values[field] = text(SCREENING_LIMITS.shortText);
      if (kind === 'long') values[field] = text(SCREENING_LIMITS.longText);
      if (kind === 'list' || kind === 'multiselect') values[field] = Array(SCREENING_LIMITS.listItems).fill(text(100));
    }
    const draft = screeningDraftOf(values as never, 0);
    expect(draft).not.toBeNull();
    await assertSucceeds(
      write({ ...draft!, updated_at: serverTimestamp(), expire_at: screeningDraftExpiry(new Date()) }),
    );
  });

  it('refuses a field it does not know, and a missing one', async () => {
    await assertFails(write({ ...draftWrite(), fs_status: 'screening_passed' }));
    const { section: _section, ...withoutSection } = draftWrite();
    await assertFails(write(withoutSection));
  });

  it('refuses the answers as a map (unbounded) instead of the JSON string', async () => {
    await assertFails(write({ ...draftWrite(), values: makeScreeningForm() }));
  });

  it('refuses a section outside the eight, a fractional one, and another format version', async () => {
    await assertSucceeds(write(draftWrite(7)));
    await assertFails(write({ ...draftWrite(), section: 8 }));
    await assertFails(write({ ...draftWrite(), section: -1 }));
    await assertFails(write({ ...draftWrite(), section: 1.5 }));
    await assertFails(write({ ...draftWrite(), version: 2 }));
  });

  it("refuses a time the client chose: updated_at is the server's", async () => {
    await assertFails(write({ ...draftWrite(), updated_at: new Date() }));
  });

  it('requires the expiry the TTL policy deletes by: 90 days after the save, a day more at most', async () => {
    // The form's own: 90 days (RETENTION.screeningDraftDays) after the save.
    expect(screeningDraftExpiry(new Date(0)).getTime()).toBe(90 * DAY_MS);
    await assertSucceeds(write(draftWrite()));
    // A browser clock running ahead by up to a day is taken; a later expiry is not.
    await assertSucceeds(write({ ...draftWrite(), expire_at: new Date(Date.now() + 91 * DAY_MS - 60_000) }));
    await assertFails(write({ ...draftWrite(), expire_at: new Date(Date.now() + 91 * DAY_MS + 3_600_000) }));
    await assertFails(write({ ...draftWrite(), expire_at: new Date(Date.now() + 365 * DAY_MS) }));
    // Missing, or not a time (a TTL policy ignores a field that is not a timestamp: never deleted).
    const { expire_at: _expireAt, ...withoutExpiry } = draftWrite();
    await assertFails(write(withoutExpiry));
    await assertFails(write({ ...draftWrite(), expire_at: null }));
    await assertFails(write({ ...draftWrite(), expire_at: '2000-01-01T00:00:00Z' }));
    await assertFails(write({ ...draftWrite(), expire_at: 1 }));
  });

  it('refuses an update that keeps no expiry (a draft saved before expiries existed must be rewritten whole)', async () => {
    await withoutRules(async (db) => {
      const { expire_at: _expireAt, ...older } = storedDraft;
      await setDoc(ownRef(db), older);
    });
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { section: 4, updated_at: serverTimestamp() }));
    await assertSucceeds(setDoc(ownRef(firestoreAs('owner')), draftWrite(4)));
  });

  it('refuses a draft once the application is submitted, but lets the owner delete it', async () => {
    await withoutRules(async (db) => {
      await seed(db);
      await setDoc(
        doc(db, COLLECTIONS.screeningApplications, owner.uid),
        makeScreeningApplication(owner, 'submitted').application,
      );
    });
    await assertFails(write(draftWrite()));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { section: 5, updated_at: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ownRef(firestoreAs('owner'))));
  });

  it('restores on another device: the owner reads back what was saved', async () => {
    await assertSucceeds(write(draftWrite(5)));
    const snapshot = await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    expect(JSON.parse(snapshot.data()?.values as string)).toEqual(makeScreeningForm());
    expect(snapshot.data()?.section).toBe(5);
  });

  it('refuses a draft from an account whose profile is gone (erased, its token still valid), but lets it read and delete', async () => {
    await withoutRules(async (db) => {
      await seed(db);
      await deleteDoc(profileRef(db));
    });
    await assertFails(write(draftWrite()));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { section: 5, updated_at: serverTimestamp() }));
    await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    await assertSucceeds(deleteDoc(ownRef(firestoreAs('owner'))));
  });

  it("another user may not write the owner's draft even in the right shape", async () => {
    await assertFails(setDoc(ownRef(firestoreAs('otherUser')), draftWrite()));
    await assertFails(setDoc(ownRef(firestoreAs('admin')), draftWrite()));
  });
});

// A draft for another screening posting than the specification's (key uid__slug): a
// stored posting of the screening flow.
const otherPosting = makeJob({ flow: 'screening' });
const otherKey = `${owner.uid}__${otherPosting.id}`;
const otherRef = (db: Firestore) => doc(db, COLLECTIONS.screeningDrafts, otherKey);
const seedOtherPosting = (db: Firestore) =>
  setDoc(doc(db, COLLECTIONS.jobs, otherPosting.id), jobDocument(otherPosting));

describeMatrix(`${COLLECTIONS.screeningDrafts} (another posting: {uid}__{slug})`, {
  seed: async (db) => {
    await seed(db);
    await seedOtherPosting(db);
    await setDoc(otherRef(db), storedDraft);
  },
  operations: {
    get: (db) => getDoc(otherRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.screeningDrafts)),
    create: async (db) => {
      await withoutRules(async (admin) => {
        await seedProfile(admin);
        await seedOtherPosting(admin);
      });
      return setDoc(otherRef(db), draftWrite());
    },
    update: (db) => updateDoc(otherRef(db), { section: 4, updated_at: serverTimestamp() }),
    delete: (db) => deleteDoc(otherRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: true, update: true, delete: true },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('screeningDrafts: per posting', () => {
  useRulesEnvironment();
  beforeEach(() => withoutRules(seedProfile));
  const writeAt = (key: string, actor: 'owner' | 'otherUser' = 'owner') =>
    setDoc(doc(firestoreAs(actor), COLLECTIONS.screeningDrafts, key), draftWrite());

  it('refuses a draft for a posting that does not exist, or one of the recruiting flow', async () => {
    const recruiting = makeJob({ flow: 'recruiting' });
    await withoutRules((db) => setDoc(doc(db, COLLECTIONS.jobs, recruiting.id), jobDocument(recruiting)));
    await assertFails(writeAt(`${owner.uid}__no-such-posting`));
    await assertFails(writeAt(`${owner.uid}__${recruiting.id}`));
  });

  it('refuses a draft for a posting that takes no applications: unpublished, closed or expired', async () => {
    const postings = [
      makeJob({ flow: 'screening', published: false, isActive: false }),
      makeJob({ flow: 'screening', isActive: false }),
      makeJob({ flow: 'screening', validThrough: new Date(Date.now() - DAY_MS) }),
    ];
    await withoutRules(async (db) => {
      for (const job of postings) await setDoc(doc(db, COLLECTIONS.jobs, job.id), jobDocument(job));
    });
    for (const job of postings) await assertFails(writeAt(`${owner.uid}__${job.id}`));
  });

  it("takes the specification's draft while its posting is open or not stored, not once it is closed", async () => {
    await assertSucceeds(writeAt(owner.uid));
    const spec = makeJob({ id: 'fullstack-engineer', flow: 'screening' });
    await withoutRules((db) => setDoc(doc(db, COLLECTIONS.jobs, spec.id), jobDocument(spec)));
    await assertSucceeds(writeAt(owner.uid));
    await withoutRules((db) => setDoc(doc(db, COLLECTIONS.jobs, spec.id), jobDocument({ ...spec, isActive: false })));
    await assertFails(writeAt(owner.uid));
  });

  it('refuses a key that is not the caller’s: another uid’s prefix, a longer uid, an empty or a doubled slug', async () => {
    await withoutRules(seedOtherPosting);
    await assertFails(writeAt(otherKey, 'otherUser'));
    await assertFails(writeAt(`${owner.uid}x__${otherPosting.id}`));
    await assertFails(writeAt(`${owner.uid}__`));
    await assertFails(writeAt(`${owner.uid}__${otherPosting.id}__${otherPosting.id}`));
    await assertFails(getDoc(doc(firestoreAs('otherUser'), COLLECTIONS.screeningDrafts, otherKey)));
  });

  it('refuses the draft once the application to that posting exists, the specification’s draft unaffected', async () => {
    await withoutRules(async (db) => {
      await seedOtherPosting(db);
      await setDoc(doc(db, COLLECTIONS.screeningApplications, otherKey), {
        ...makeScreeningApplication(owner, 'submitted').application,
        id: otherKey,
        job_slug: otherPosting.id,
      });
    });
    await assertFails(writeAt(otherKey));
    await assertSucceeds(writeAt(owner.uid));
  });
});
