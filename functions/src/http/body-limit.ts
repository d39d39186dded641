// The request body limit, enforced before anything reads a body. In production (and on the
// emulator) our Express app runs inside the platform's own server: the Functions Framework (the
// emulator's runtime likewise) parses every body, JSON, text, form or any other type, in its own
// Express app before it calls the function, with a 1024 MB limit (32 MB on the emulator) and with
// gzip, deflate and brotli bodies inflated first. No option of the framework or of onRequest
// changes that, and the app's own `express.json({ limit })` never sees an unparsed body there.
//
// What does run first: this module, loaded with the functions' code before the framework creates
// its HTTP server (its main() loads the function, then calls http.createServer(app)). Installed,
// it wraps the request listener of every HTTP server the process creates from then on, so each
// request passes here before the framework's parsers, against the limit of the call it names
// (bodyLimitOf: 100 KiB, or a screening form at its largest for the screening submission):
//   - a Content-Length over the limit is answered 413 at once, its body never read;
//   - a compressed body (Content-Encoding other than identity) is answered 415: inflating it is
//     how a small request becomes a large one;
//   - a chunked body (no Content-Length) is held here as it arrives, counted, and answered 413 as
//     soon as it passes the limit; one within the limit is handed to the framework whole.
// A refused request never reaches the framework or the app. Its connection is not closed under
// the sender: Node reads the rest of the body and drops it chunk by chunk (a proxy still writing
// the body, as the emulator's is, fails the whole call when the connection closes mid-write).
// Memory per request is so bounded by the limit (plus the chunk in flight).
import { SCREENING_API, SCREENING_DRAFT_MAX_BYTES } from '@careers/domain/screening';
import { logger } from 'firebase-functions';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';

/** The largest request body of every call but the screening submission: 100 KiB. */
export const REQUEST_BODY_LIMIT = 100 * 1024;

/**
 * The largest body of the screening submission: the JSON of a whole form with every answer at its
 * limit (45 long answers of 5,000 characters among them) and each character at 3 bytes, which is
 * what the form's draft is held to (SCREENING_DRAFT_MAX_BYTES, 785 KiB).
 */
export const SCREENING_SUBMISSION_BODY_LIMIT = SCREENING_DRAFT_MAX_BYTES;

/** The largest body any call takes (the app's own JSON parser, for other hosts). */
export const LARGEST_BODY_LIMIT = Math.max(REQUEST_BODY_LIMIT, SCREENING_SUBMISSION_BODY_LIMIT);

/**
 * The body limit of the call a request path names. Matched by its end, so the function's own URL
 * (which may carry a prefix) and the Hosting path agree; a path made to end so gets no more than
 * the largest limit.
 */
export function bodyLimitOf(path: string): number {
  const pathname = path.split('?')[0] ?? '';
  return pathname.endsWith(SCREENING_API.submit) ? SCREENING_SUBMISSION_BODY_LIMIT : REQUEST_BODY_LIMIT;
}

/** A fixed limit in bytes, or the limit of each request (by default bodyLimitOf its path). */
export type BodyLimit = number | ((req: IncomingMessage) => number);

const limitOfRequest = (limit: BodyLimit, req: IncomingMessage) => (typeof limit === 'number' ? limit : limit(req));
const byPath: BodyLimit = (req) => bodyLimitOf(req.url ?? '');

/** The answers of the body limit (`{ error }`, as every refusal of the API). */
export const BODY_LIMIT_ERRORS = {
  tooLarge: (limit: number) => `Request body too large: the limit is ${limit} bytes`,
  compressed: 'Compressed request bodies are not accepted',
} as const;

/** What a request's headers say of its body: refuse it now, count it as it arrives, or let it pass. */
export type BodyVerdict = { refuse: 413 | 415 } | 'count' | 'pass';

/** The verdict on a request's body from its headers alone, against `limit` bytes. */
export function bodyVerdict(headers: IncomingHttpHeaders, limit: number): BodyVerdict {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return { refuse: 415 };
  // Node's parser has already refused a malformed Content-Length, and one sent beside
  // Transfer-Encoding (400), so the two cases below are the only ways a body comes.
  if (headers['content-length'] !== undefined) {
    return Number(headers['content-length']) > limit ? { refuse: 413 } : 'pass';
  }
  return headers['transfer-encoding'] !== undefined ? 'count' : 'pass';
}

const SEEN = Symbol('careers.bodyLimit');

/** Whether the body limit saw `req` before the platform did (false: it was not installed in time). */
export const seenByBodyLimit = (req: IncomingMessage): boolean => SEEN in req;

/**
 * Answers `{ error }` with `status`. Node then reads what is left of the body and drops it, chunk by
 * chunk, so the connection can serve the next request.
 */
function refuse(res: ServerResponse, status: 413 | 415, limit: number): void {
  if (res.headersSent) return;
  const body = JSON.stringify({
    error: status === 413 ? BODY_LIMIT_ERRORS.tooLarge(limit) : BODY_LIMIT_ERRORS.compressed,
  });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Holds a chunked body as Node's HTTP parser delivers it (it hands each chunk to `req.push`, then
 * null at the end), counting: past `limit`, answers 413 and drops the rest; complete within it,
 * gives the chunks back to the request and calls `release`, so the next reader finds the body
 * whole, as if it had just arrived. A request aborted on the way is simply never released.
 */
function holdBody(req: IncomingMessage, res: ServerResponse, limit: number, release: () => void): void {
  const push = req.push.bind(req);
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return true;
    if (chunk === null) {
      delete (req as { push?: unknown }).push; // the prototype's again
      for (const held of chunks) push(held);
      push(null);
      release();
      return false;
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += bytes.length;
    if (size > limit) {
      refused = true;
      chunks.length = 0;
      refuse(res, 413, limit);
      return true;
    }
    chunks.push(bytes);
    return true;
  };
}

/** `listener` behind the body limit: what it refuses never reaches `listener`. */
export function limitBodies(listener: RequestListener, bodyLimit: BodyLimit = byPath): RequestListener {
  return (req, res) => {
    (req as unknown as Record<symbol, boolean>)[SEEN] = true;
    const limit = limitOfRequest(bodyLimit, req);
    const verdict = bodyVerdict(req.headers, limit);
    if (verdict === 'pass') return listener(req, res);
    if (verdict === 'count') return holdBody(req, res, limit, () => listener(req, res));
    refuse(res, verdict.refuse, limit);
  };
}

/**
 * Puts the body limit in front of every HTTP server this process creates from now on (the
 * platform's, which it creates after loading the functions' code); answers a function that takes
 * it away again. Not for a process that serves an event function (FUNCTION_SIGNATURE_TYPE `event`
 * or `cloudevent`, set by the platform for those, as for the framework): their deliveries, a
 * Firestore document before and after a change, are larger than any API body and come from
 * Eventarc, not from the internet.
 */
export function limitRequestBodies(
  limit: BodyLimit = byPath,
  signatureType = process.env.FUNCTION_SIGNATURE_TYPE,
): () => void {
  if (signatureType === 'event' || signatureType === 'cloudevent') return () => undefined;
  const original = http.createServer;
  const limited = (...args: unknown[]) => {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) args[at] = limitBodies(args[at] as RequestListener, limit);
    return (original as (...rest: unknown[]) => http.Server)(...args);
  };
  // The framework calls `http.createServer` on the shared module object when it starts.
  Object.defineProperty(http, 'createServer', { value: limited, writable: true, configurable: true });
  return () => Object.defineProperty(http, 'createServer', { value: original, writable: true, configurable: true });
}

let unseenLogged = false;

/**
 * `handler` checked for the body limit in front of it: a request the limit did not see (the
 * platform started its server in another way, before this code or without `http.createServer`)
 * is logged as an error, once per instance, and served as before.
 */
export function behindBodyLimit<Handler extends (req: IncomingMessage, ...rest: never[]) => unknown>(
  handler: Handler,
): Handler {
  const checked = (req: IncomingMessage, ...rest: never[]) => {
    if (!seenByBodyLimit(req) && !unseenLogged) {
      unseenLogged = true;
      logger.error('The request body limit did not see this request: bodies reach the platform unlimited');
    }
    return handler(req, ...rest);
  };
  return checked as Handler;
}
