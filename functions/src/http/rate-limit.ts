// The API's rate limits (counted in Firestore, so every function instance shares them):
// - writes: each signed-in user may make RATE_LIMIT_WRITES_PER_MINUTE calls that change
//   something (any method but GET) per minute, an admin RATE_LIMIT_ADMIN_WRITES_PER_MINUTE on an
//   admin call (a bulk status change counts each of its rows);
// - reads: each signed-in user may make RATE_LIMIT_READS_PER_MINUTE reads (GET) per minute, and
//   each client address as many reads without a sign-in (the public pages), so a loop of reads
//   cannot run up Auth lookups, Firestore reads and renders unbounded;
// - new screening applications, each of which buys a model assessment: per client address per
//   hour (RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR) and from everyone together per hour
//   (RATE_LIMIT_ASSESSMENTS_PER_HOUR), so a fleet of fresh accounts cannot run up the bill;
// - failed sign-ins: each client address may fail token verification
//   RATE_LIMIT_FAILED_AUTH_PER_MINUTE times per minute; further failures from that address are
//   answered 429 instead of 401 until the minute is over. Only failures count and only failures
//   are refused, so hundreds of real users behind one address (a campus network) still get in.
// Over a limit: 429 `{ error }` with Retry-After (seconds).
import type { RateLimiterRes } from 'rate-limiter-flexible';
import {
  RATE_LIMIT_ADMIN_WRITES_PER_MINUTE,
  RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR,
  RATE_LIMIT_ASSESSMENTS_PER_HOUR,
  RATE_LIMIT_FAILED_AUTH_PER_MINUTE,
  RATE_LIMIT_READS_PER_MINUTE,
  RATE_LIMIT_WRITES_PER_MINUTE,
} from '../config';
import { firestoreRateLimiter } from '../stores/rate-limits';
import { HttpError } from './errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

let writes: ReturnType<typeof firestoreRateLimiter> | undefined;
let adminWrites: ReturnType<typeof firestoreRateLimiter> | undefined;
let reads: ReturnType<typeof firestoreRateLimiter> | undefined;
let assessmentsByAddress: ReturnType<typeof firestoreRateLimiter> | undefined;
let assessments: ReturnType<typeof firestoreRateLimiter> | undefined;
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
  if (who.ip) return consume(readLimiter(), `ip:${who.ip}`);
}

/**
 * Counts one new screening application (one model assessment bought): against its address (an
 * unknown address is not counted there) and against everyone's hourly total.
 */
export async function limitNewAssessment(ip: string | null): Promise<void> {
  if (ip) await consume(assessmentsByAddressLimiter(), ip);
  await consume(assessmentsLimiter(), 'all');
}

/**
 * Counts one failed verification from `ip`; throws RateLimitedError once over the limit. An unknown
 * address (the emulator gives none) is not limited: no address, no key.
 */
export async function countFailedAuth(ip: string | null): Promise<void> {
  if (ip) await consume(failedAuthLimiter(), ip);
}
