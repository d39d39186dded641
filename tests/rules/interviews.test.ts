import { COLLECTIONS, type CollectionName } from '@careers/domain/shared';
import { assertFails } from '@firebase/rules-unit-testing';
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
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';

const NOBODY = { get: false, list: false, create: false, update: false, delete: false };

const schedule = {
  windows: ['20:00-22:00'],
  capacity: 24,
  blocked_days: [],
  added_windows: [],
  updated_at: new Date(),
  updated_by: UIDS.admin,
};
const scheduleRef = (db: Firestore) => doc(db, COLLECTIONS.interviewSchedule, 'current');

describeMatrix(COLLECTIONS.interviewSchedule, {
  seed: (db) => setDoc(scheduleRef(db), schedule),
  operations: {
    get: (db) => getDoc(scheduleRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.interviewSchedule)),
    create: (db) => setDoc(doc(db, COLLECTIONS.interviewSchedule, 'other'), schedule),
    update: (db) => updateDoc(scheduleRef(db), { capacity: 500 }),
    delete: (db) => deleteDoc(scheduleRef(db)),
  },
  // Written only by the admins' schedule call (validated, audited), read through the API: an
  // admin's client writing it directly would skip both.
  allowed: { anonymous: NOBODY, owner: NOBODY, otherUser: NOBODY, demotedAdmin: NOBODY, admin: NOBODY },
});

// The owner's own place in a window.
const seat = {
  window_id: '2026-11-27-2000',
  seat: 0,
  application_id: UIDS.owner,
  start: new Date('2026-11-27T12:00:00Z'),
  end: new Date('2026-11-27T14:00:00Z'),
  booked_at: new Date(),
};
const SEATS: CollectionName = COLLECTIONS.interviewSeats;
const seatRef = (db: Firestore) => doc(db, SEATS, '2026-11-27-2000_0');

describeMatrix(COLLECTIONS.interviewSeats, {
  seed: (db) => setDoc(seatRef(db), seat),
  operations: {
    get: (db) => getDoc(seatRef(db)),
    list: (db) => getDocs(query(collection(db, SEATS), where('window_id', '==', '2026-11-27-2000'))),
    create: (db) => setDoc(doc(db, SEATS, '2026-11-27-2000_1'), { ...seat, seat: 1 }),
    update: (db) => updateDoc(seatRef(db), { window_id: '2026-11-28-2000' }),
    delete: (db) => deleteDoc(seatRef(db)),
  },
  // Only the booking calls take or free a place (a client creating one would overfill a window or
  // take another's; deleting one would free another candidate's place); candidates and admins read
  // the windows through the API.
  allowed: { anonymous: NOBODY, owner: NOBODY, otherUser: NOBODY, demotedAdmin: NOBODY, admin: NOBODY },
});

describe('interview places: edge cases', () => {
  useRulesEnvironment();

  it('a candidate may not read even their own place by filtering on their id', async () => {
    await withoutRules((db) => setDoc(seatRef(db), seat));
    await assertFails(
      getDocs(query(collection(firestoreAs('owner'), SEATS), where('application_id', '==', UIDS.owner))),
    );
  });
});
