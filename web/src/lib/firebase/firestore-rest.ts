// Reads through Firestore's REST API, under the same security rules as the SDKs: an admin screen's
// first rows and a candidate screen's first answer, read once with the signed-in user's ID token
// (the same query descriptions the live listeners follow, ./live-sdk, so the rows shown first are
// the rows that follow), and the public pages' postings. A few hundred bytes where Firestore Lite
// is 22 KiB and the full SDK 126 (gzip): what a screen shows first comes before either
// (docs/performance.md, "The admin screens"). The descriptions' filters, orders and cursors are the
// domain's (domain/src/shared/query.ts): equality, `in`, ranges, document ids.
import { DOCUMENT_ID, type QueryDescriptor } from '@careers/domain/shared';
import type { DocumentData } from 'firebase/firestore';
import { APP_CHECK_HEADER } from '@careers/domain/http';
import { appCheckToken, startedAppCheckToken } from './app-check';
import { emulatorOrigin } from './emulator-origin';
import { currentIdToken, loadedIdToken } from './auth';
import type { WithId } from './firestore';

const DATABASE = `projects/${import.meta.env.VITE_FIREBASE_PROJECT_ID}/databases/(default)`;
const ORIGIN = () => (__USE_EMULATORS__ ? emulatorOrigin(8080) : 'https://firestore.googleapis.com');

const OPERATORS = { '==': 'EQUAL', in: 'IN', '>=': 'GREATER_THAN_OR_EQUAL', '<': 'LESS_THAN' } as const;

type Field = readonly string[] | typeof DOCUMENT_ID;
type Value = Record<string, unknown>;

/** A field path as REST writes it: segments joined by dots, each quoted unless a plain name. */
const fieldPath = (field: Field) =>
  field === DOCUMENT_ID
    ? DOCUMENT_ID
    : field
        .map((part) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(part) ? part : `\`${part.replace(/[`\\]/g, '\\$&')}\``))
        .join('.');

/** A JavaScript value as a REST value; a document id as the reference the id stands for. */
function encode(value: unknown, collection: string, isId = false): Value {
  if (isId && typeof value === 'string') return { referenceValue: `${DATABASE}/documents/${collection}/${value}` };
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => encode(item, collection, isId)) } };
  const fields = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item, collection)]));
  return { mapValue: { fields } };
}

/** A REST value as the SDKs answer it: numbers, Dates for timestamps, plain objects and arrays. */
function decode(value: Value): unknown {
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Value[] }).values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, Value> }).fields);
  if ('nullValue' in value) return null;
  return Object.values(value)[0];
}

const decodeFields = (fields: Record<string, Value> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

/** `description` as a REST structured query. */
function structuredQuery({ collection, filters, orderBy, startAfter, offset, limit }: QueryDescriptor) {
  if (offset !== undefined) throw new Error('The first rows page with startAfter, not offset');
  const fieldFilters = filters.map(({ field, op, value }) => ({
    fieldFilter: {
      field: { fieldPath: fieldPath(field) },
      op: OPERATORS[op],
      value: encode(value, collection, field === DOCUMENT_ID),
    },
  }));
  return {
    from: [{ collectionId: collection }],
    ...(fieldFilters.length === 1 ? { where: fieldFilters[0] } : {}),
    ...(fieldFilters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters: fieldFilters } } } : {}),
    orderBy: orderBy.map(({ field, direction }) => ({
      field: { fieldPath: fieldPath(field) },
      direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    })),
    ...(startAfter
      ? {
          startAt: {
            values: startAfter.map((value, i) => encode(value, collection, orderBy[i]?.field === DOCUMENT_ID)),
            before: false,
          },
        }
      : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

/**
 * Who a read is sent as: `signedIn`, with the ID token and the App Check token; `visitor`, with
 * each only if its SDK is loaded already (a public page, whose visitor may have neither).
 */
export type Reader = 'signedIn' | 'visitor';

/** A read Firestore refused, named as the SDKs name it ('permission-denied', 'not-found'...). */
export class FirestoreRestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

async function credentials(reader: Reader): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const [token, appCheck] = await Promise.all(
    reader === 'signedIn' ? [currentIdToken(), appCheckToken()] : [loadedIdToken(), startedAppCheckToken()],
  );
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appCheck) headers[APP_CHECK_HEADER] = appCheck;
  return headers;
}

/** The SDKs' names of the HTTP refusals, for an answer that does not name its own. */
const REFUSALS: Record<number, string> = { 401: 'unauthenticated', 403: 'permission-denied', 404: 'not-found' };

/** The refusal of a failed answer: its one entry (runQuery answers a list), or the answer itself. */
function refusal(response: Response, answer: unknown): FirestoreRestError {
  const { error } = ((Array.isArray(answer) ? answer[0] : answer) ?? {}) as {
    error?: { message?: string; status?: string };
  };
  const code = error?.status ? error.status.toLowerCase().replace(/_/g, '-') : (REFUSALS[response.status] ?? 'unknown');
  return new FirestoreRestError(error?.message ?? `Firestore answered ${response.status}`, code);
}

type RestDocument = { name: string; fields?: Record<string, Value> };

const withIdOf = <T>({ name, fields }: RestDocument): WithId<T> => ({
  ...(decodeFields(fields) as T),
  id: name.split('/').pop()!,
});

/** One description's rows, read once. */
async function read<T extends DocumentData>(description: QueryDescriptor, reader: Reader): Promise<WithId<T>[]> {
  // JSON sent as text/plain, as the Firestore SDKs send it: Firestore reads it the same.
  const headers = { 'Content-Type': 'text/plain', ...(await credentials(reader)) };
  const response = await fetch(`${ORIGIN()}/v1/${DATABASE}/documents:runQuery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ structuredQuery: structuredQuery(description) }),
  });
  const answer = (await response.json()) as { document?: RestDocument }[];
  if (!response.ok) throw refusal(response, answer);
  return answer.flatMap(({ document }) => (document ? [withIdOf<T>(document)] : []));
}

/** The rows of every description, read once, in order: what the live listeners will answer. */
export async function readDescribed<T extends DocumentData>(
  descriptions: readonly QueryDescriptor[],
  reader: Reader = 'signedIn',
) {
  return (await Promise.all(descriptions.map((description) => read<T>(description, reader)))).flat();
}

/**
 * The document at `path` (segments joined with '/'), read once, as a listener of it would answer:
 * null when it does not exist.
 */
export async function readDocument<T extends DocumentData>(
  path: string,
  reader: Reader = 'signedIn',
): Promise<WithId<T> | null> {
  const name = path.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${ORIGIN()}/v1/${DATABASE}/documents/${name}`, {
    headers: await credentials(reader),
  });
  if (response.status === 404) return null;
  const answer = (await response.json()) as RestDocument;
  if (!response.ok) throw refusal(response, answer);
  return withIdOf<T>(answer);
}
