// Does firestore.indexes.json hold an index for every query the product runs? Production Firestore
// refuses a query whose index is missing (FAILED_PRECONDITION "The query requires an index"); the
// emulator runs any query, so only this check notices. The queries are the catalog's
// (./query-catalog.ts: every domain builder of a QueryDescriptor, with arguments spanning every
// shape it produces); each is held to Firestore Standard edition's documented index rules:
//
//   INDEX_OVERVIEW  https://firebase.google.com/docs/firestore/query-data/index-overview
//                   (single-field indexes, exemptions, composite indexes, the __name__ field,
//                   "Queries supported by single-field indexes", "... by composite indexes",
//                   "Use index merging")
//   INDEX_FIELDS    https://cloud.google.com/firestore/docs/reference/rest/v1/projects.databases.collectionGroups.indexes
//                   (Index.fields: the last field of a composite index is always __name__, added
//                   on creation in the direction of the last field defined)
//   QUERY_ORDER     https://firebase.google.com/docs/firestore/query-data/order-limit-data and the
//                   SDKs' normalisation of a query's order (firebase-js-sdk, packages/firestore/src/
//                   core/query.ts, queryNormalizedOrderBy): the explicit orders, then each
//                   inequality field not ordered (lexicographically, in the last order's
//                   direction), then __name__ in the last order's direction.
//
// `npm run deploy:check` and tests/build/indexes.test.ts call queryIndexReport().
import { readFileSync } from 'node:fs';
import { DOCUMENT_ID, type QueryDescriptor, type QueryFilter } from '@careers/domain/shared';
import { queryCatalog, type CatalogQuery } from './query-catalog';

export type IndexOrder = 'ASCENDING' | 'DESCENDING';

/** A field of an index as firestore.indexes.json writes it. */
export interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
}

/** A composite index of firestore.indexes.json. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** A single-field index setting (an exemption, a TTL policy) of firestore.indexes.json. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: IndexOrder; arrayConfig?: 'CONTAINS'; queryScope?: 'COLLECTION' | 'COLLECTION_GROUP' }[];
}

export interface IndexSpec {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** How Firestore serves a query, or the composite index it lacks. */
export type IndexVerdict =
  | { served: 'by document id' }
  | { served: 'by single-field indexes' }
  | { served: 'by composite indexes'; indexes: CompositeIndex[] }
  | { served: false; needs: CompositeIndex };

type Direction = 'asc' | 'desc';
const NAME = '__name__';
const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** A field path as Firestore writes it: segments joined by dots, a segment other than [A-Za-z_][A-Za-z_0-9]* in backticks. */
export function fieldPathOf(field: QueryFilter['field']): string {
  if (field === DOCUMENT_ID) return NAME;
  return field
    .map((segment) => (SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, (c) => `\\${c}`)}\``))
    .join('.');
}

/** The segments of a field path as firestore.indexes.json writes it (the inverse of fieldPathOf). */
export function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const c = path[i]!;
    if (quoted && c === '\\') current += path[(i += 1)] ?? '';
    else if (c === '`') quoted = !quoted;
    else if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += c;
  }
  return [...segments, current];
}

/** One way to name a path, whatever its quoting. */
const canonical = (path: string) => fieldPathOf(segmentsOf(path));

const toOrder = (direction: Direction): IndexOrder => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** What a query asks of an index once normalised (QUERY_ORDER). */
interface Shape {
  collection: string;
  /** Fields of == and `in` filters: "in and == clauses use the same index" (INDEX_OVERVIEW). */
  equalities: string[];
  inequalities: string[];
  /** The normalised order without __name__ and without the equality fields. */
  orders: { field: string; direction: Direction }[];
  /** The direction of the final __name__ order. */
  name: Direction;
}

function shapeOf(query: QueryDescriptor): Shape {
  const filtered = (ops: QueryFilter['op'][]) => [
    ...new Set(
      query.filters.filter((f) => ops.includes(f.op) && f.field !== DOCUMENT_ID).map((f) => fieldPathOf(f.field)),
    ),
  ];
  // Filters on the document id are left out: every index ends with __name__ (INDEX_OVERVIEW,
  // "Default ordering and the __name__ field"), and without other fields the documents are read
  // in id order ("By default, a query retrieves all documents ... in ascending order by document
  // ID", QUERY_ORDER).
  const equalities = filtered(['==', 'in']).sort();
  const inequalities = filtered(['>=', '<']).sort();
  const explicit = query.orderBy.map((order) => ({ field: fieldPathOf(order.field), direction: order.direction }));
  const keyAt = explicit.findIndex((order) => order.field === NAME);
  if (keyAt >= 0 && keyAt !== explicit.length - 1) {
    throw new Error(`An order after __name__ orders nothing (not modelled): ${JSON.stringify(query.orderBy)}`);
  }
  // QUERY_ORDER: the SDKs' normalised order.
  const last = explicit.at(-1)?.direction ?? 'asc';
  const ordered = new Set(explicit.map((order) => order.field));
  const normalized = [
    ...explicit,
    ...inequalities.filter((field) => !ordered.has(field)).map((field) => ({ field, direction: last })),
  ];
  const name = normalized.find((order) => order.field === NAME)?.direction ?? last;
  // One index segment per field: an order on a field an equality filter fixes adds none (the SDKs'
  // own index builder, firebase-js-sdk packages/firestore/src/model/target_index_matcher.ts,
  // buildTargetIndex, skips it); for an `in` filter the equality segment's scan already answers
  // its values in order.
  const orders = normalized.filter((order) => order.field !== NAME && !equalities.includes(order.field));
  return { collection: query.collection, equalities, inequalities, orders, name };
}

/** A composite index's fields with its __name__ field made explicit (INDEX_FIELDS). */
function withName(index: CompositeIndex): IndexField[] {
  const fields = index.fields.map((field) => ({ ...field, fieldPath: canonical(field.fieldPath) }));
  if (fields.at(-1)?.fieldPath === NAME) return fields;
  // "If, on creation, __name__ was not specified as the last field, it will be added automatically
  // with the same direction as that of the last field defined. If the final field in a composite
  // index is not directional, the __name__ will be ordered ASCENDING."
  return [...fields, { fieldPath: NAME, order: fields.at(-1)?.order ?? 'ASCENDING' }];
}

/**
 * Whether Firestore keeps the automatic single-field index of `field` in `direction` for
 * `collection` (INDEX_OVERVIEW, "Automatic indexing": an ascending and a descending index for every
 * field and every map subfield, with collection scope). An exemption (a fieldOverrides entry) on the
 * field, else on the nearest map above it, else on `*` of the collection, replaces them with its own
 * list ("Single-field index exemptions": subfields inherit a map's exemption); the TTL fields and the
 * tallies' `counts` here list none, so they cannot be queried.
 */
function hasSingleFieldIndex(spec: IndexSpec, collection: string, field: string, direction: Direction): boolean {
  const overrides = (spec.fieldOverrides ?? []).filter((override) => override.collectionGroup === collection);
  const segments = segmentsOf(field);
  for (let length = segments.length; length >= 0; length -= 1) {
    const path = length === 0 ? '*' : fieldPathOf(segments.slice(0, length));
    const override = overrides.find((o) => (o.fieldPath === '*' ? '*' : canonical(o.fieldPath)) === path);
    if (override) {
      return override.indexes.some(
        (index) => (index.queryScope ?? 'COLLECTION') === 'COLLECTION' && index.order === toOrder(direction),
      );
    }
  }
  return true;
}

/** The composite index a query needs: its equality fields, then its orders, then __name__ (INDEX_OVERVIEW). */
function neededIndex(shape: Shape): CompositeIndex {
  return {
    collectionGroup: shape.collection,
    queryScope: 'COLLECTION',
    fields: [
      ...shape.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...shape.orders.map((order) => ({ fieldPath: order.field, order: toOrder(order.direction) })),
      { fieldPath: NAME, order: toOrder(shape.name) },
    ],
  };
}

/**
 * Whether `index` is, after `equalities` (any order, either direction: "Since the query uses an
 * equality (== or in) for the country field, you can use an ascending or descending index mode for
 * this field", INDEX_OVERVIEW), exactly the query's orders then __name__ in its direction ("To sort
 * results by the non-default __name__ direction, you need to create that index").
 */
function matches(index: CompositeIndex, shape: Shape, equalities: readonly string[]): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
  const fields = withName(index);
  const suffix = [...shape.orders, { field: NAME, direction: shape.name }];
  if (fields.length !== equalities.length + suffix.length) return false;
  const head = fields.slice(0, equalities.length);
  const tail = fields.slice(equalities.length);
  return (
    head.every((field) => field.order !== undefined && equalities.includes(field.fieldPath)) &&
    new Set(head.map((field) => field.fieldPath)).size === equalities.length &&
    tail.every((field, i) => field.fieldPath === suffix[i]!.field && field.order === toOrder(suffix[i]!.direction))
  );
}

/** How Firestore serves `query` with the indexes of `spec`, or the composite index it needs. */
export function indexVerdict(query: QueryDescriptor, spec: IndexSpec): IndexVerdict {
  const shape = shapeOf(query);
  const { equalities, orders, inequalities } = shape;
  const exact = spec.indexes.filter((index) => matches(index, shape, equalities));
  if (exact.length > 0) return { served: 'by composite indexes', indexes: exact };

  // No filter and no order but on the document id: the documents in id order (QUERY_ORDER); the
  // descending id order is the one the SDKs' limitToLast asks the server for.
  if (equalities.length === 0 && orders.length === 0) return { served: 'by document id' };

  // Equality filters only, ordered by __name__ alone: Firestore merges the single-field indexes
  // ("You can also create in and compound equality (==) queries", INDEX_OVERVIEW, "Queries
  // supported by single-field indexes"); each single-field index ends with __name__ in its own
  // direction ("Default ordering and the __name__ field").
  if (orders.length === 0 && equalities.every((f) => hasSingleFieldIndex(spec, shape.collection, f, shape.name))) {
    return { served: 'by single-field indexes' };
  }

  // A range filter and/or an order on one field, nothing else: that field's single-field index in
  // that direction ("Queries supported by single-field indexes": where("population", "<", 100000));
  // __name__ must follow in the same direction (the non-default direction needs a composite index).
  if (equalities.length === 0 && orders.length === 1) {
    const [order] = orders as [{ field: string; direction: Direction }];
    if (order.direction === shape.name && hasSingleFieldIndex(spec, shape.collection, order.field, order.direction)) {
      return { served: 'by single-field indexes' };
    }
  }

  // Index merging (INDEX_OVERVIEW, "Use index merging"): "For queries with multiple equality (==)
  // clauses and, optionally, an orderBy clause", composite indexes that each hold some of the
  // equality fields followed by the same order serve the query together.
  if (inequalities.length === 0 && equalities.length > 1) {
    const ownFields = (index: CompositeIndex) =>
      withName(index)
        .slice(0, -(orders.length + 1))
        .map((field) => field.fieldPath);
    const parts = spec.indexes.filter((index) => {
      const own = ownFields(index);
      return own.length > 0 && own.every((field) => equalities.includes(field)) && matches(index, shape, own);
    });
    const covered = new Set(parts.flatMap(ownFields));
    if (equalities.every((field) => covered.has(field))) return { served: 'by composite indexes', indexes: parts };
  }

  // Otherwise a composite index ("If you need to run a compound query that uses a range comparison
  // (<, <=, >, or >=) or if you need to sort by a different field, you must create a composite
  // index", INDEX_OVERVIEW).
  return { served: false, needs: neededIndex(shape) };
}

/** An index as one line: `collection (field ASC, field DESC, __name__ DESC)`. */
export function describeIndex(index: CompositeIndex): string {
  const fields = index.fields.map(
    (f) => `${f.fieldPath} ${f.order === 'DESCENDING' ? 'DESC' : f.order ? 'ASC' : 'CONTAINS'}`,
  );
  const scope = index.queryScope === 'COLLECTION' ? '' : ` [${index.queryScope}]`;
  return `${index.collectionGroup} (${fields.join(', ')})${scope}`;
}

/** firestore.indexes.json, as `firebase deploy` reads it. */
export function readIndexSpec(file = 'firestore.indexes.json'): IndexSpec {
  return JSON.parse(readFileSync(file, 'utf8')) as IndexSpec;
}

export interface IndexReport {
  /** Every query of the catalog. */
  queries: CatalogQuery[];
  /** The queries Firestore would refuse, each with the index it needs. */
  missing: { query: CatalogQuery; needs: CompositeIndex }[];
  /** The composite indexes no query of the catalog uses. */
  unused: CompositeIndex[];
}

/** Every query of the catalog held to `spec`: what is missing, and what no query uses. */
export function queryIndexReport(spec: IndexSpec = readIndexSpec(), queries = queryCatalog()): IndexReport {
  const missing: IndexReport['missing'] = [];
  const used = new Set<CompositeIndex>();
  for (const entry of queries) {
    const verdict = indexVerdict(entry.query, spec);
    if (verdict.served === false) missing.push({ query: entry, needs: verdict.needs });
    else if (verdict.served === 'by composite indexes') verdict.indexes.forEach((index) => used.add(index));
  }
  return { queries, missing, unused: spec.indexes.filter((index) => !used.has(index)) };
}
