// What both fuzz layers share: sending one generated request (arbitraries.ts) to an endpoint, and
// the properties every answer must keep:
//   1. never a 5xx;
//   2. never a stack trace, a file path or an error class name in the answer;
//   3. a 4xx is JSON `{ error }` with a non-empty message and nothing else, except the platform's
//      own refusal of bodies that are not JSON objects (tests/support/platform.ts), pinned exactly;
//      and a body over the body limit, or a compressed one, gets the limit's exact 413 or 415
//      whatever else is wrong with the request, which no body within the limit ever gets.
// The emulator-backed layer (harness.ts) adds property 4 (a refused request changes nothing
// stored); the in-process layer (validation.ts) adds which requests must be refused.
import { type RecruitingStatus } from '@careers/domain/recruiting';
import { type StoredScreeningStatus } from '@careers/domain/screening';
import { fillPath } from '@careers/domain/shared';
import type { OfferStage } from '@careers/domain/testing';
import { gzipSync } from 'node:zlib';
import { BODY_LIMIT_ERRORS, bodyLimitOf } from '../../functions/src/http/body-limit';
import { PLATFORM_BAD_REQUEST, PLATFORM_HEADERS_TOO_LARGE } from '../support/platform';
import { formEncoded, type GeneratedRequest } from './arbitraries';

/** One endpoint of the API as the fuzz stage calls it (endpoints.ts). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express pattern; `:id` is filled with the lane's target application. */
  path: string;
  access: 'public' | 'user' | 'admin';
  /** The caller's own recruiting application before the calls ('awaitingNda': qualified, NDA unsigned). */
  caller?: RecruitingStatus | 'awaitingNda';
  /** Another candidate's application the call names in its path. */
  target?: RecruitingStatus;
  /** Another candidate's screening application the call names in its path (`:id`). */
  screeningTarget?: StoredScreeningStatus;
  /** The caller is hired with a job offer at this stage; `:offerId` in the path names it. */
  offer?: OfferStage;
  /**
   * A successful answer carries job postings, whose texts people write (the specification's
   * internship names Firestore): internals are looked for in everything but those texts.
   */
  postings?: true;
  /** The content type of a successful answer when it is a file, not JSON. */
  file?: string;
  /** A valid body for this lane (for a GET: its query). */
  body: (lane: { uid: string; targetId: string; idToken: string }) => Record<string, unknown>;
}

/** Stand-ins in generated bodies for the values of each lane's own accounts. */
export const PLACEHOLDERS = { uid: '__CALLER_UID__', targetId: '__TARGET_ID__', idToken: '__CALLER_TOKEN__' } as const;

/** What fills a request's placeholders and its Authorization header. */
export interface Addressing {
  /** The bearer token the request carries (none when undefined). */
  token: string | undefined;
  /** The caller's own valid token, where a body names one (POST /auth/verify). */
  ownToken: string;
  uid: string;
  targetId: string;
  offerId: string | null;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The length of the path and query sent. */
  urlLength: number;
  /** The size of the body sent, before any compression (0 for a GET, which sends none). */
  bodyBytes: number;
}

const CONTENT_TYPES: Record<GeneratedRequest['encoding'], string | undefined> = {
  json: 'application/json',
  'json-scalar': 'application/json',
  'invalid-json': 'application/json',
  'text/plain': 'text/plain',
  form: 'application/x-www-form-urlencoded',
  'no-content-type': undefined,
};

/** A generated body as a query string: its top-level values when it is an object, else one `q` value. */
const queryString = (raw: string): string => formEncoded(raw) ?? new URLSearchParams({ q: raw }).toString();

/** Sends one generated request to `endpoint` on the API at `base`. */
export async function send(
  base: string,
  endpoint: Endpoint,
  request: GeneratedRequest,
  to: Addressing,
): Promise<Answer> {
  let path = fillPath(endpoint.path, { id: to.targetId, offerId: to.offerId ?? 'no-offer' });
  const headers: Record<string, string> = {};
  const contentType = CONTENT_TYPES[request.encoding];
  if (contentType) headers['Content-Type'] = contentType;
  if (endpoint.access !== 'public' && to.token) headers.Authorization = `Bearer ${to.token}`;
  // The lane's own accounts in place of the placeholders; POST /auth/verify carries its token in
  // the body, so there the token variant goes in place of the placeholder.
  const raw = request.raw
    .replaceAll(PLACEHOLDERS.idToken, (endpoint.access === 'public' ? to.token : to.ownToken) ?? '')
    .replaceAll(PLACEHOLDERS.uid, to.uid)
    .replaceAll(PLACEHOLDERS.targetId, to.targetId);
  // A GET takes no body: the generated one becomes its query string.
  if (endpoint.method === 'GET') path += `?${queryString(raw)}`;
  // The body goes as bytes (fetch would label a string text/plain), as its transport says.
  const bytes = endpoint.method === 'GET' ? null : Buffer.from(raw);
  if (bytes && request.transport === 'gzip') headers['Content-Encoding'] = 'gzip';
  const response = await fetch(`${base}${path}`, {
    method: endpoint.method,
    headers,
    body: bytes && bodyFor(bytes, request.transport),
    duplex: 'half',
  } as RequestInit);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    urlLength: path.length,
    bodyBytes: bytes?.length ?? 0,
  };
}

/** The bytes as fetch sends them: with a Content-Length, as a stream (chunked), or gzipped. */
function bodyFor(bytes: Buffer, transport: GeneratedRequest['transport']): BodyInit {
  if (transport === 'gzip') return new Uint8Array(gzipSync(bytes));
  if (transport === 'length') return new Uint8Array(bytes);
  const chunk = 64 * 1024;
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += chunk)));
    },
  });
}

/**
 * What the body limit answers before the platform and the app (functions/src/http/body-limit.ts):
 * a compressed body 415, a body over the call's limit 413; null when the request passes it.
 */
export function bodyLimitAnswer(
  endpoint: Endpoint,
  request: GeneratedRequest,
  bodyBytes: number,
): { status: 413 | 415; error: string } | null {
  // A body sent gzipped is never empty on the wire (gzip of nothing is 20 bytes): refused whatever it holds.
  if (endpoint.method !== 'GET' && request.transport === 'gzip') {
    return { status: 415, error: BODY_LIMIT_ERRORS.compressed };
  }
  if (bodyBytes === 0) return null;
  const limit = bodyLimitOf(endpoint.path);
  return bodyBytes > limit ? { status: 413, error: BODY_LIMIT_ERRORS.tooLarge(limit) } : null;
}

/** Stack traces, file paths and error class names: what an answer must never show. */
const INTERNALS =
  /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|(Type|Reference|Syntax|Range)Error|ECONN|FirebaseError|Firestore/;

/** A posting's fields that hold the texts people write. */
const POSTING_TEXTS = new Set(['title', 'description', 'responsibilities', 'growthOpportunity', 'whyYoullLoveIt']);

/** A JSON answer without the postings' written texts (anything else unchanged). */
function withoutPostingTexts(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (key, value: unknown) => (POSTING_TEXTS.has(key) ? undefined : value));
  } catch {
    return text;
  }
}

/** Which of properties 1-3 an answer breaks, or null. */
export function brokenProperty(endpoint: Endpoint, request: GeneratedRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `5xx (${answer.status})`;
  const inspected = endpoint.postings && answer.status < 300 ? withoutPostingTexts(answer.text) : answer.text;
  if (INTERNALS.test(inspected)) return 'internals in the answer';
  const limit = bodyLimitAnswer(endpoint, request, answer.bodyBytes);
  if (limit) {
    const exact =
      answer.status === limit.status &&
      answer.contentType === 'application/json; charset=utf-8' &&
      answer.text === JSON.stringify({ error: limit.error });
    return exact ? null : `not the body limit's ${limit.status} (${answer.status})`;
  }
  if (answer.status === 413 || answer.status === 415) return `${answer.status} for a body the limit takes`;
  if (answer.status === PLATFORM_HEADERS_TOO_LARGE.status) {
    const tooLong = answer.urlLength > 8_000;
    return tooLong && answer.text === PLATFORM_HEADERS_TOO_LARGE.body ? null : 'an unexpected 431';
  }
  if (platformRefuses(endpoint, request)) {
    const platform =
      answer.status === PLATFORM_BAD_REQUEST.status &&
      answer.contentType === PLATFORM_BAD_REQUEST.contentType &&
      answer.text === PLATFORM_BAD_REQUEST.body;
    return platform ? null : "not the platform's documented refusal";
  }
  if (endpoint.file && answer.status < 300) {
    return answer.contentType === endpoint.file ? null : `not ${endpoint.file} (${answer.contentType})`;
  }
  if (!answer.contentType.startsWith('application/json')) return `not JSON (${answer.contentType})`;
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return 'unreadable JSON';
    }
    const keys = body && typeof body === 'object' ? Object.keys(body) : [];
    const error = (body as { error?: unknown } | null)?.error;
    if (keys.length !== 1 || typeof error !== 'string' || !error.trim()) return 'a 4xx without { error }';
  }
  return null;
}

/** Whether the platform refuses the request before the app runs (a JSON body that is not an object or array). */
export const platformRefuses = (endpoint: Endpoint, request: GeneratedRequest) =>
  endpoint.method !== 'GET' && ['json-scalar', 'invalid-json'].includes(request.encoding);

/** A failure's request and answer, cut short for the report. */
export const short = (request: GeneratedRequest): GeneratedRequest => ({ ...request, raw: request.raw.slice(0, 300) });
export const shortAnswer = (answer: Answer): Answer => ({ ...answer, text: answer.text.slice(0, 300) });
