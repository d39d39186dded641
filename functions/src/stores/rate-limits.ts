// rateLimits/{key@window}: the counters of the API's rate limits, shared by every function
// instance (per-process memory would let each instance allow the full limit). The limits
// themselves are rate-limiter-flexible's; this is its store for Firestore, written the way its
// author asks for new stores (a subclass of RateLimiterStoreAbstract). Counting uses fixed
// windows: one document per key and window, bumped with an atomic increment (no transaction, so
// a burst on one key never fails on contention). Old windows expire through a TTL policy on
// `expireAt` (firestore.indexes.json).
import { rateLimitWindowsQuery } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { createRequire } from 'node:module';
import {
  RateLimiterMemory,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterStoreAbstract as StoreAbstract,
} from 'rate-limiter-flexible';
import { db } from '../lib/firebase';
import { timestampAt } from './converter';
import { describedQuery } from './query';

// The base class is the library's, but its index does not export it.
const RateLimiterStoreAbstract = createRequire(import.meta.url)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract',
) as typeof StoreAbstract;

interface WindowCount {
  points: number;
  /** When the window ends, in ms since the epoch. */
  expireAt: number;
}

/** A rate-limiter-flexible limiter whose counters live in Firestore. */
class RateLimiterFirestore extends RateLimiterStoreAbstract {
  private readonly firestore: Firestore;

  constructor(options: IRateLimiterOptions & { firestore: Firestore }) {
    super({ ...options, storeClient: options.firestore });
    this.firestore = options.firestore;
  }

  /** The document of `rlKey`'s current window (of `msDuration`). */
  private window(rlKey: string, msDuration: number) {
    const start = Math.floor(Date.now() / msDuration) * msDuration;
    const ref = this.firestore.collection(COLLECTIONS.rateLimits).doc(`${encodeURIComponent(rlKey)}@${start}`);
    return { ref, expireAt: start + msDuration };
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<WindowCount> {
    const { ref, expireAt } = this.window(rlKey, msDuration);
    const expiry = timestampAt(expireAt);
    if (forceExpire) {
      await ref.set({ key: rlKey, points, expireAt: expiry });
      return { points, expireAt };
    }
    await ref.set({ key: rlKey, points: FieldValue.increment(points), expireAt: expiry }, { merge: true });
    const counted = (await ref.get()).get('points') as number | undefined;
    return { points: counted ?? points, expireAt };
  }

  async _get(rlKey: string): Promise<WindowCount | null> {
    const { ref, expireAt } = this.window(rlKey, this.duration * 1000);
    const points = (await ref.get()).get('points') as number | undefined;
    return points === undefined ? null : { points, expireAt };
  }

  async _delete(rlKey: string): Promise<boolean> {
    const { ref } = this.window(rlKey, this.duration * 1000);
    const existed = (await ref.get()).exists;
    await ref.delete();
    return existed;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: WindowCount): RateLimiterRes {
    const consumed = result.points;
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      Math.max(result.expireAt - Date.now(), 0),
      consumed,
      consumed === changedPoints,
    );
  }
}

/**
 * A limit of `points` per `duration` seconds per key, counted in Firestore. Should Firestore fail,
 * the same limit counts in this instance's memory meanwhile (the library's insurance limiter).
 */
export function firestoreRateLimiter(options: { keyPrefix: string; points: number; duration: number }) {
  return new RateLimiterFirestore({
    ...options,
    firestore: db,
    insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix: `${options.keyPrefix}-memory` }),
  });
}

/**
 * The limiter keys that name a user (http/rate-limit.ts: rate-limiter-flexible's `prefix:key`):
 * their writes, admin writes and reads. The address-keyed windows name no user.
 */
export const userRateLimitKeys = (uid: string): string[] => [
  `writes:${uid}`,
  `admin-writes:${uid}`,
  `reads:uid:${uid}`,
];

/** A rate-limit window of a user: its id, key, points and end. */
export interface RateLimitWindow {
  id: string;
  key: string;
  points: number;
  expireAt: Date | null;
}

/** The windows counting the calls of `uid` (the export and the erase). */
export async function rateLimitWindowsOf(uid: string): Promise<RateLimitWindow[]> {
  const snapshot = await describedQuery(
    db.collection(COLLECTIONS.rateLimits),
    rateLimitWindowsQuery(userRateLimitKeys(uid)),
  ).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    key: doc.get('key') as string,
    points: (doc.get('points') as number | undefined) ?? 0,
    expireAt: (doc.get('expireAt') as { toDate(): Date } | undefined)?.toDate() ?? null,
  }));
}

/** Deletes the window `id`. */
export async function deleteRateLimitWindow(id: string): Promise<void> {
  await db.collection(COLLECTIONS.rateLimits).doc(id).delete();
}
