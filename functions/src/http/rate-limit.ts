// The API's rate limits (counted in Firestore, so every function instance shares them):
// - writes: each signed-in user may make RATE_LIMIT_WRITES_PER_MINUTE calls that change
//   something (any method but GET) per minute, an admin RATE_LIMIT_ADMIN_WRITES_PER_MINUTE on an
//   admin call (a bulk status change counts each of its rows);
// - reads: each signed-in user may make RATE_LIMIT_READS_PER_MINUTE reads (GET) per minute, and
//   each client address as many reads without a sign-in (the public pages), so a loop of reads
//   cannot run up Auth lookups, Firestore reads and renders unbounded;
// - new screening applications, each of which buys a model assessment: per person (their Google
//   account's keyed hash, which outlives an erase) per day (RATE_LIMIT_ASSESSMENTS_PER_IDENTITY_PER_DAY),
//   per client address per hour (RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR, only where the address
//   is the client's) and from everyone together per hour (RATE_LIMIT_ASSESSMENTS_PER_HOUR), so a
//   fleet of fresh accounts cannot run up the bill. They count what is stored: points spent on a
//   submission that is then refused (a duplicate) are given back;
// - failed sign-ins: each client address may fail token verification
//   RATE_LIMIT_FAILED_AUTH_PER_MINUTE times per minute; further failures from that address are
//   answered 429 instead of 401 until the minute is over. Only failures count and only failures
//   are refused, so hundreds of real users behind one address (a campus network) still get in.
// Address keys: only an address that is the client's (route.ts, never a proxy's hop such as
// Firebase Hosting's), an IPv6 address by its /64 (client-address.ts addressKey).
// Over a limit: 429 `{ error }` with Retry-After (seconds).
import type { RateLimiterRes } from 'rate-limiter-flexible';
import {
  RATE_LIMIT_ADMIN_WRITES_PER_MINUTE,
  RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR,
  RATE_LIMIT_ASSESSMENTS_PER_HOUR,
  RATE_LIMIT_ASSESSMENTS_PER_IDENTITY_PER_DAY,
  RATE_LIMIT_FAILED_AUTH_PER_MINUTE,
  RATE_LIMIT_READS_PER_MINUTE,
  RATE_LIMIT_WRITES_PER_MINUTE,
} from '../config';
import { firestoreRateLimiter } from '../stores/rate-limits';
import { addressKey } from './client-address';
import { HttpError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

let writes: ReturnType<typeof firestoreRateLimiter> | undefined;
let adminWrites: ReturnType<typeof firestoreRateLimiter> | undefined;
let reads: ReturnType<typeof firestoreRateLimiter> | undefined;
let assessmentsByAddress: ReturnType<typeof firestoreRateLimiter> | undefined;
let assessments: ReturnType<typeof firestoreRateLimiter> | undefined;
let assessmentsByIdentity: ReturnType<typeof firestoreRateLimiter> | undefined;
let failedAuth: ReturnType<typeof firestoreRateLimiter> | undefined;

// Made at the first call: parameters have their values only once a request runs.
const writeLimiter = () =>
  (writes ??= firestoreRateLimiter({
    keyPrefix: 'writes',
    points: RATE_LIMIT_WRITES_PER_MINUTE.value(),
    duration: MINUTE,
  }));
const adminWriteLimiter = () =>
  (adminWrites ??= firestoreRateLimiter({
    keyPrefix: 'admin-writes',
    points: RATE_LIMIT_ADMIN_WRITES_PER_MINUTE.value(),
    duration: MINUTE,
  }));
const assessmentsByAddressLimiter = () =>
  (assessmentsByAddress ??= firestoreRateLimiter({
    keyPrefix: 'assessments-by-address',
    points: RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR.value(),
    duration: HOUR,
  }));
const assessmentsLimiter = () =>
  (assessments ??= firestoreRateLimiter({
    keyPrefix: 'assessments',
    points: RATE_LIMIT_ASSESSMENTS_PER_HOUR.value(),
    duration: HOUR,
  }));
const assessmentsByIdentityLimiter = () =>
  (assessmentsByIdentity ??= firestoreRateLimiter({
    keyPrefix: 'assessments-by-identity',
    points: RATE_LIMIT_ASSESSMENTS_PER_IDENTITY_PER_DAY.value(),
    duration: 24 * HOUR,
  }));
const readLimiter = () =>
  (reads ??= firestoreRateLimiter({
    keyPrefix: 'reads',
    points: RATE_LIMIT_READS_PER_MINUTE.value(),
    duration: MINUTE,
  }));
const failedAuthLimiter = () =>
  (failedAuth ??= firestoreRateLimiter({
    keyPrefix: 'failed-auth',
    points: RATE_LIMIT_FAILED_AUTH_PER_MINUTE.value(),
    duration: MINUTE,
  }));

/** A refused call: 429 with the seconds until the window ends. */
export class RateLimitedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
  }
}

const refusal = (res: RateLimiterRes) => new RateLimitedError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

const isLimiterAnswer = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value;

/** Counts one call against `limiter` for `key`; throws RateLimitedError over the limit. */
async function consume(limiter: ReturnType<typeof firestoreRateLimiter>, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (isLimiterAnswer(error)) throw refusal(error);
    throw error;
  }
}

/** Who is writing: a user (any signed-in call) or an admin (an admin call). */
export type WriteBudget = 'user' | 'admin';

/** Counts `points` writes by `uid` against its budget; throws RateLimitedError over the limit. */
export function limitWrite(uid: string, points = 1, budget: WriteBudget = 'user'): Promise<void> {
  return consume(budget === 'admin' ? adminWriteLimiter() : writeLimiter(), uid, points);
}

/**
 * Counts a read (`points` for a heavy one): by the signed-in user's uid, or by the client address
 * for a call without a sign-in (an unknown address, as on the emulator without X-Forwarded-For, is
 * not limited).
 */
export async function limitRead(who: { uid: string } | { ip: string | null }, points = 1): Promise<void> {
  if ('uid' in who) return consume(readLimiter(), `uid:${who.uid}`, points);
  if (who.ip) return consume(readLimiter(), `ip:${addressKey(who.ip)}`);
}

/** Points spent on a call, to give back when what they paid for was not stored. */
export interface Spent {
  refund(): Promise<void>;
}

/**
 * Spends the points of one new screening application (one model assessment bought): the person's
 * (`applicantKey`, the keyed hash of their Google account), the client address's (only the client's
 * own; an unknown address is not counted there) and everyone's hourly total. Throws
 * RateLimitedError over any of them, after giving back what it spent; answers the refund for a
 * submission that is then refused (a duplicate), so one stored application costs one point each.
 */
export async function spendNewAssessment(applicantKey: string | null, clientIp: string | null): Promise<Spent> {
  const budgets = [
    ...(applicantKey ? [[assessmentsByIdentityLimiter(), applicantKey] as const] : []),
    ...(clientIp ? [[assessmentsByAddressLimiter(), addressKey(clientIp)] as const] : []),
    [assessmentsLimiter(), 'all'] as const,
  ];
  const spent: (typeof budgets)[number][] = [];
  const refund = async () => {
    await Promise.all(spent.map(([limiter, key]) => limiter.reward(key, 1)));
    spent.length = 0;
  };
  for (const budget of budgets) {
    try {
      await consume(budget[0], budget[1]);
      spent.push(budget);
    } catch (error) {
      // A refused call was counted too (the store adds, then compares): that point goes back with
      // the others, so a burst of refused calls costs nothing.
      if (error instanceof RateLimitedError) spent.push(budget);
      await refund();
      throw error;
    }
  }
  return { refund };
}

/**
 * Counts one failed verification from the client's address; throws RateLimitedError once over the
 * limit. An unknown address (the emulator gives none, a proxy's hop is not the client's) is not
 * limited: no address, no key.
 */
export async function countFailedAuth(ip: string | null): Promise<void> {
  if (ip) await consume(failedAuthLimiter(), addressKey(ip));
}
