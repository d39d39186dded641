// The in-process fuzz layer: the API's own route() pipeline (every route's access check, body,
// query and params schema, in the order production runs them) served by the Functions Framework in
// the test process, with a stand-in Gate: tokens are fixed strings instead of Firebase ID tokens,
// no rate limit counts, and a request that passes every check is answered 200 without running its
// handler. No emulator is needed, so every endpoint takes thousands of requests in seconds.
// Beside properties 1-3 (answers.ts), each answer is held to what the request must get: refused
// with the right status, or accepted. The expectations come from how the request was generated
// (arbitraries.ts), not from the schemas under test.
import { http } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import type { AddressInfo } from 'node:net';
import { HttpError } from '../../functions/src/http/errors';
import type { Gate } from '../../functions/src/http/route';
import { loadParameters } from './api-server';
import type { GeneratedRequest, TokenVariant } from './arbitraries';
import { bodyLimitAnswer, platformRefuses, type Answer, type Endpoint } from './answers';

/** The stand-in gate's callers: a bearer token names one. */
const CALLERS = {
  'token-caller': { uid: 'fuzz-caller', admin: false },
  'token-other': { uid: 'fuzz-other', admin: false },
  'token-admin': { uid: 'fuzz-admin', admin: true },
  'token-demoted': { uid: 'fuzz-demoted', admin: false },
} as const;

type Token = keyof typeof CALLERS;
const isToken = (token: string): token is Token => Object.hasOwn(CALLERS, token);

/** The gate of the validation layer: verifies the fixed tokens, runs no handler. */
export const standInGate: Gate = {
  verifyToken: (idToken) => {
    if (!isToken(idToken)) return Promise.reject(new HttpError(401, 'Invalid or expired token'));
    const { uid } = CALLERS[idToken];
    return Promise.resolve({ uid, email: `${uid}@example.com` } as Awaited<ReturnType<Gate['verifyToken']>>);
  },
  teamRole: (uid) =>
    Promise.resolve(Object.values(CALLERS).some((caller) => caller.uid === uid && caller.admin) ? 'admin' : null),
  limitWrite: () => Promise.resolve(),
  limitRead: () => Promise.resolve(),
  checkAppCheck: () => Promise.resolve(),
  ensureProfile: () => Promise.resolve(),
  countFailedAuth: () => Promise.resolve(),
  handle: () => Promise.resolve({ ok: true, value: { accepted: true } }),
};

/** The token each variant of a generated request carries (an admin endpoint's own caller is the admin). */
export function standInToken(endpoint: Endpoint, variant: TokenVariant): string | undefined {
  const own: Token = endpoint.access === 'admin' ? 'token-admin' : 'token-caller';
  const tokens: Record<TokenVariant, string | undefined> = {
    valid: own,
    none: undefined,
    garbage: 'not-a-token',
    expired: `${own}-expired`,
    otherUser: 'token-other',
    demotedAdmin: 'token-demoted',
  };
  return tokens[variant];
}

/** Starts the API with the stand-in gate on a free local port and answers its base URL. */
export async function startValidationApi(): Promise<string> {
  loadParameters();
  const { createApp } = await import('../../functions/src/app');
  const { limitRequestBodies } = await import('../../functions/src/http/body-limit');
  limitRequestBodies(); // in front of the framework's server, as in production
  http('api-validation', createApp(standInGate));
  const server = getTestServer('api-validation');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What a request must get: a status it must be refused with, 'accepted' (2xx), or null for either. */
export type Expected = number | 'accepted' | null;

/** Whether `raw` is the JSON text of an object (a GET sends its top-level values as the query). */
function isJsonObject(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const hasToken = (variant: TokenVariant) => !['none', 'garbage', 'expired'].includes(variant);

/**
 * What the request must get, from how it was made and the size of the body sent: a compressed
 * body 415 and one over the body limit 413 before anything else, then a caller without a valid
 * token 401, a non-admin on an admin call 403, a body that is not an object or names a field no
 * call takes 400, and the valid body (or query) accepted. Other mutations (a field of another
 * type, a long string) may go either way: a schema may take them; properties 1-3 still hold.
 */
export function expectedAnswer(endpoint: Endpoint, request: GeneratedRequest, bodyBytes: number): Expected {
  const limit = bodyLimitAnswer(endpoint, request, bodyBytes);
  if (limit) return limit.status;
  if (platformRefuses(endpoint, request)) return null; // brokenProperty pins the platform's page
  if (endpoint.access !== 'public' && !hasToken(request.token)) return 401;
  if (endpoint.access === 'admin' && request.token !== 'valid') return 403;
  if (endpoint.access === 'public' && !hasToken(request.token)) return null; // the token in the body is missing or bad
  if (endpoint.method === 'GET') {
    // A GET's generated body is its query string: a call with a query schema refuses what it does
    // not list; a call without one ignores the query.
    const readsQuery = Object.keys(endpoint.body({ uid: '', targetId: '', idToken: '' })).length > 0;
    if (!readsQuery) return 'accepted';
    if (!isJsonObject(request.raw)) return 400; // sent as one `q` value, which no query lists
    if (['unknown-key', 'prototype-key', 'array'].includes(request.mutation)) return 400;
    return request.mutation === 'valid' ? 'accepted' : null;
  }
  // Bytes without a content type are not read (the body is empty to the app); text is not an object.
  if (request.encoding === 'no-content-type') return null;
  if (request.encoding === 'text/plain') return 400;
  if (request.encoding === 'form') return null; // a form's values are all strings
  if (['unknown-key', 'prototype-key', 'array'].includes(request.mutation)) return 400;
  return request.mutation === 'valid' ? 'accepted' : null;
}

/** How an answer misses its expectation, or null. */
export function missedExpectation(expected: Expected, answer: Answer): string | null {
  if (expected === null || answer.status === 431) return null;
  if (expected === 'accepted')
    return answer.status < 300 ? null : `refused (${answer.status}) a request it must accept`;
  return answer.status === expected ? null : `answered ${answer.status} where ${expected} was due`;
}
