// The fast-check generators of the fuzz stage: what a careless client or an attacker may send.
// A generated request is a body (as the raw text sent), the content type it is sent with, and
// which token it carries.
import fc from 'fast-check';
import { REQUEST_BODY_LIMIT } from '../../functions/src/http/body-limit';

/** Keys that name members of Object.prototype: code that looks fields up by name finds those. */
export const PROTOTYPE_KEYS = [
  'constructor',
  'toString',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
] as const;

/** Which token a request carries. */
export type TokenVariant = 'valid' | 'none' | 'garbage' | 'expired' | 'otherUser' | 'demotedAdmin';

/** How the body travels. `json-scalar` and `invalid-json` are refused by the platform itself. */
export type BodyEncoding = 'json' | 'text/plain' | 'form' | 'no-content-type' | 'json-scalar' | 'invalid-json';

/**
 * How the body's bytes travel: with a Content-Length, chunked (a stream, no length), or gzipped
 * (Content-Encoding); the body limit (functions/src/http/body-limit.ts) reads all three.
 */
export type Transport = 'length' | 'chunked' | 'gzip';

/** How a body was made from the valid one (what the validation layer's oracle reads). */
export type Mutation =
  | 'valid'
  | 'other-type'
  | 'prototype-key'
  | 'unknown-key'
  | 'sized-string'
  | 'body-size'
  | 'unicode'
  | 'nested'
  | 'array';

export interface GeneratedRequest {
  /** What kind of mutation made the body (reported with a failure). */
  kind: string;
  mutation: Mutation;
  /** The body as sent (already encoded for `encoding`). */
  raw: string;
  encoding: BodyEncoding;
  transport: Transport;
  token: TokenVariant;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Any JSON value, a few levels deep. */
const jsonValue: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A JSON value that is not an object or array (drawn directly: filtering jsonValue retries often). */
const jsonScalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
);

/** A JSON value of another type than `value`'s. */
function otherType(value: unknown): fc.Arbitrary<Json> {
  const type = jsonType(value);
  const all: [string, fc.Arbitrary<Json>][] = [
    ['null', fc.constant(null)],
    ['boolean', fc.boolean()],
    ['number', fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))],
    ['string', fc.string()],
    ['array', fc.array(jsonValue, { maxLength: 4 })],
    ['object', fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 4 })],
  ];
  return fc.oneof(...all.filter(([name]) => name !== type).map(([, arbitrary]) => arbitrary));
}

/** The body as JSON text with `key` set to the JSON text `valueText` (works for `__proto__` too). */
function withKey(body: Record<string, unknown>, key: string, valueText: string): string {
  const entries = Object.entries(body)
    .filter(([name]) => name !== key)
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
  entries.push(`${JSON.stringify(key)}:${valueText}`);
  return `{${entries.join(',')}}`;
}

const stringFields = (body: Record<string, unknown>) =>
  Object.keys(body).filter((key) => typeof body[key] === 'string');

/** Bodies made from a valid one, each broken (or not) in one way (`bodyLimit`: the call's body limit). */
function bodies(
  valid: Record<string, unknown>,
  bodyLimit: number,
): fc.Arbitrary<{ kind: string; mutation: Mutation; text: string }> {
  const keys = Object.keys(valid);
  const strings = stringFields(valid);
  const anyKey = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  const anyString = strings.length ? fc.constantFrom(...strings) : anyKey;
  const json = (kind: string, mutation: Mutation) => (text: string) => ({ kind, mutation, text });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(json('valid', 'valid')(JSON.stringify(valid))) },
    {
      weight: 6,
      arbitrary: anyKey.chain((key) =>
        otherType(valid[key]).map((value) =>
          json(`${key} as another JSON type`, 'other-type')(withKey(valid, key, JSON.stringify(value))),
        ),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), jsonValue)
        .map(([key, value]) =>
          json(`prototype key ${key}`, 'prototype-key')(withKey(valid, key, JSON.stringify(value))),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), jsonValue)
        .filter(([key]) => !keys.includes(key))
        .map(([key, value]) => json('unknown key', 'unknown-key')(withKey(valid, key, JSON.stringify(value)))),
    },
    {
      weight: 2,
      // Up to 120,000 characters (past every field's maximum, and a GET's URL limit); the
      // 1,000,000-character value is sent once per endpoint, first (hugeRequest).
      arbitrary: fc
        .tuple(anyString, fc.constantFrom(0, 1, 5_000, 120_000))
        .map(([key, size]) =>
          json(`${size}-character ${key}`, 'sized-string')(withKey(valid, key, JSON.stringify('x'.repeat(size)))),
        ),
    },
    {
      weight: 2,
      // The valid body padded (one string field) to the body limit, one byte under or one over it.
      arbitrary: fc.tuple(anyString, fc.constantFrom(-1, 0, 1)).map(([key, offset]) => {
        const pad = Math.max(0, bodyLimit + offset - Buffer.byteLength(withKey(valid, key, '""')));
        return json(
          `body of ${bodyLimit + offset} bytes`,
          'body-size',
        )(withKey(valid, key, JSON.stringify('x'.repeat(pad))));
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(anyString, fc.string({ unit: 'binary', maxLength: 60 }))
        .map(([key, text]) => json(`unicode ${key}`, 'unicode')(withKey(valid, key, JSON.stringify(text)))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(anyKey, fc.integer({ min: 10, max: 2_000 }), fc.boolean())
        .map(([key, depth, arrays]) =>
          json(
            `${key} nested ${depth} deep`,
            'nested',
          )(
            withKey(
              valid,
              key,
              arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
            ),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(jsonValue, { maxLength: 3 })
        .map((value) => json('array body', 'array')(JSON.stringify(value))),
    },
  );
}

/** How a body travels: mostly JSON; sometimes another content type, or a body the platform refuses. */
const encodings: fc.Arbitrary<BodyEncoding> = fc.oneof(
  { weight: 14, arbitrary: fc.constant<BodyEncoding>('json') },
  { weight: 1, arbitrary: fc.constantFrom<BodyEncoding>('text/plain', 'form', 'no-content-type') },
  { weight: 1, arbitrary: fc.constantFrom<BodyEncoding>('json-scalar', 'invalid-json') },
);

const transports: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Transport>('length') },
  { weight: 3, arbitrary: fc.constant<Transport>('chunked') },
  { weight: 1, arbitrary: fc.constant<Transport>('gzip') },
);

const tokens: fc.Arbitrary<TokenVariant> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<TokenVariant>('valid') },
  { weight: 1, arbitrary: fc.constantFrom<TokenVariant>('none', 'garbage', 'expired', 'otherUser', 'demotedAdmin') },
);

/**
 * The form encoding of a body's top-level values (what a browser form would post, and how a GET
 * carries a body as its query string), or null when the text is not a JSON object.
 */
export function formEncoded(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return new URLSearchParams(
        Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]),
      ).toString();
    }
  } catch {
    // not JSON
  }
  return null;
}

/** The size of hugeRequest's value. */
export const HUGE_STRING = 1_000_000;

/**
 * The request each fuzz run sends first: the valid body with its first string field (or its first
 * field) a 1,000,000-character string, as JSON with a valid token. A 120,000-character value
 * already takes the paths a longer one does (a field's maximum length, a GET's 16 KiB request
 * line), and building, sending and parsing 1 MB values was most of the in-process layer's time
 * when one request in fifty carried one: the random requests stop at 120,000 and this one keeps
 * the huge case in every run.
 */
export function hugeRequest(valid: Record<string, unknown>): GeneratedRequest {
  const key = stringFields(valid)[0] ?? Object.keys(valid)[0] ?? 'field';
  return {
    kind: `${HUGE_STRING}-character ${key}`,
    mutation: 'sized-string',
    raw: withKey(valid, key, JSON.stringify('x'.repeat(HUGE_STRING))),
    encoding: 'json',
    transport: 'length',
    token: 'valid',
  };
}

/**
 * The last fixed request of every run: the valid body as JSON with the caller's own token, so a run
 * bounded in time always reaches the accepting side of every check, however few it sends.
 */
export function validRequest(valid: Record<string, unknown>): GeneratedRequest {
  return {
    kind: 'the valid body',
    mutation: 'valid',
    raw: JSON.stringify(valid),
    encoding: 'json',
    transport: 'length',
    token: 'valid',
  };
}

/** The key unknownKeyRequest adds: no call takes it. */
export const UNKNOWN_KEY = 'fuzz_unknown_key';

/**
 * A fixed request of every run of a call that takes a body: the valid body with a key no call
 * takes, with the caller's own token, so the body check's refusal (400) is reached in every run.
 */
export function unknownKeyRequest(valid: Record<string, unknown>): GeneratedRequest {
  return {
    kind: 'the valid body with an unknown key',
    mutation: 'unknown-key',
    raw: JSON.stringify({ ...valid, [UNKNOWN_KEY]: 1 }),
    encoding: 'json',
    transport: 'length',
    token: 'valid',
  };
}

/** The size of oversizeRequest's body: the issue's 30 MB. */
export const OVERSIZE_BODY = 30 * 1024 * 1024;

/**
 * The second request of every run of a call that takes a body: the valid body padded to 30 MB and
 * sent chunked, without a token: the body limit must refuse it as it arrives (413) before the
 * platform parses it or the app checks the caller.
 */
export function oversizeRequest(valid: Record<string, unknown>): GeneratedRequest {
  const key = stringFields(valid)[0] ?? Object.keys(valid)[0] ?? 'field';
  const pad = OVERSIZE_BODY - Buffer.byteLength(withKey(valid, key, '""'));
  return {
    kind: `${OVERSIZE_BODY}-byte body, chunked`,
    mutation: 'body-size',
    raw: withKey(valid, key, JSON.stringify('x'.repeat(pad))),
    encoding: 'json',
    transport: 'chunked',
    token: 'none',
  };
}

/** Requests are generated this many at a time (each batch from its own seed, derived from the run's). */
const BATCH = 25;

/**
 * The same requests as a stream with no end, generated a batch at a time, so a run bounded in time
 * pays only for what it sends: hugeRequest, oversizeRequest (when the call takes a body),
 * validRequest, unknownKeyRequest (when it takes a body), then
 * batches of generated ones from `seed`, `seed + 1`, ... (one FUZZ_SEED replays a run).
 */
export function* requestStream(
  valid: Record<string, unknown>,
  seed: number,
  { takesBody = true, bodyLimit = REQUEST_BODY_LIMIT } = {},
): Generator<GeneratedRequest, never> {
  yield hugeRequest(valid);
  if (takesBody) yield oversizeRequest(valid);
  yield validRequest(valid);
  if (takesBody) yield unknownKeyRequest(valid);
  const arbitrary = requests(valid, bodyLimit);
  for (let batch = 0; ; batch += 1) yield* fc.sample(arbitrary, { numRuns: BATCH, seed: (seed + batch) % 2 ** 31 });
}

/**
 * How long a run of one endpoint may take: `FUZZ_SECONDS` (the fuzz layers' time in `npm test`,
 * shared equally by the endpoints; 20 s a layer unless set) when FUZZ_RUNS/FUZZ_VALIDATION_RUNS is
 * not set, none when a count is asked for (`npm run test:deep`, a replay).
 */
export function endpointDeadline(endpoints: number, countAsked: string | undefined): number {
  if (countAsked) return Infinity;
  return Date.now() + (Number(process.env.FUZZ_SECONDS ?? 20) * 1000) / endpoints;
}

/** Requests built from `valid`: a broken body, an encoding, a transport, a token. */
export function requests(
  valid: Record<string, unknown>,
  bodyLimit = REQUEST_BODY_LIMIT,
): fc.Arbitrary<GeneratedRequest> {
  return fc
    .tuple(bodies(valid, bodyLimit), encodings, transports, tokens, jsonScalar)
    .map(([body, encoding, transport, token, scalar]): GeneratedRequest => {
      const common = { mutation: body.mutation, encoding, transport, token };
      switch (encoding) {
        case 'json-scalar':
          return { ...common, kind: `top-level ${jsonType(scalar)}`, raw: JSON.stringify(scalar) };
        case 'invalid-json':
          return { ...common, kind: 'invalid JSON', raw: body.text.slice(0, -1) + ',,' };
        case 'form':
          return { ...common, kind: `${body.kind}, form-encoded`, raw: formEncoded(body.text) ?? body.text };
        default:
          return { ...common, kind: `${body.kind}${encoding === 'json' ? '' : `, ${encoding}`}`, raw: body.text };
      }
    });
}
