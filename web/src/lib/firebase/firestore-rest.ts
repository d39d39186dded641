// An admin screen's first rows, read once through Firestore's REST API (runQuery) with the signed-in
// admin's ID token, under the same security rules as the SDKs: the same query descriptions the live
// listeners follow (./live-sdk), so the rows shown first are the rows that follow. A few hundred
// bytes where Firestore Lite is 22 KiB and the full SDK 126 (gzip): the first rows come before
// either (docs/performance.md, "The admin screens"). The descriptions' filters, orders and cursors
// are the domain's (domain/src/shared/query.ts): equality, `in`, ranges, document ids.
import { DOCUMENT_ID, type QueryDescriptor } from '@careers/domain/shared';
import type { DocumentData } from 'firebase/firestore';
import { APP_CHECK_HEADER } from '@careers/domain/http';
import { appCheckToken } from './app-check';
import { emulatorOrigin } from './app';
import { currentIdToken } from './auth';
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

/** One description's rows, read once. */
async function read<T extends DocumentData>(description: QueryDescriptor): Promise<WithId<T>[]> {
  // JSON sent as text/plain, as the Firestore SDKs send it: Firestore reads it the same.
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  const [token, appCheck] = await Promise.all([currentIdToken(), appCheckToken()]);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appCheck) headers[APP_CHECK_HEADER] = appCheck;
  const response = await fetch(`${ORIGIN()}/v1/${DATABASE}/documents:runQuery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ structuredQuery: structuredQuery(description) }),
  });
  const answer = (await response.json()) as { document?: { name: string; fields?: Record<string, Value> } }[];
  if (!response.ok) {
    // The refusal comes as the answer's one entry (runQuery answers a list), or as the answer.
    const refusal = (Array.isArray(answer) ? answer[0] : answer) as { error?: { message?: string } } | undefined;
    throw new Error(refusal?.error?.message ?? `Firestore answered ${response.status}`);
  }
  return answer.flatMap(({ document }) =>
    document ? [{ ...(decodeFields(document.fields) as T), id: document.name.split('/').pop()! }] : [],
  );
}

/** The rows of every description, read once, in order: what the live listeners will answer. */
export async function readDescribed<T extends DocumentData>(descriptions: readonly QueryDescriptor[]) {
  return (await Promise.all(descriptions.map((description) => read<T>(description)))).flat();
}
