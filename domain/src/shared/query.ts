// A Firestore query described without Firebase: the domain decides what a screen or a call reads
// (filters, order, where a page starts, how many rows), and each side translates the description
// with its own SDK (functions/src/stores/query.ts with the Admin SDK, web/src/lib/firebase/live.ts
// with the web SDK, web/src/lib/firebase/firestore-rest.ts with Firestore's REST API). One description,
// so the API's pages and the admin screens' live pages are the same query. Every query the product
// runs is built by a domain builder (a function answering QueryDescriptor), so the query catalog
// (scripts/lib/query-catalog.ts) can hold each one to an index of firestore.indexes.json.
import type { CollectionName } from './collections';

/** Stands for the document id in a filter or an order (each SDK has its own `documentId()`). */
export const DOCUMENT_ID = '__name__';

/** A field path as segments, so keys with dots (a trigram such as 'a.b') stay one segment. */
export type FieldSegments = readonly string[];

export interface QueryFilter {
  /** The field, or DOCUMENT_ID for the document id. */
  field: FieldSegments | typeof DOCUMENT_ID;
  op: '==' | 'in' | '>=' | '<';
  value: unknown;
}

export interface QueryOrder {
  /** The field, or DOCUMENT_ID for the document id. */
  field: FieldSegments | typeof DOCUMENT_ID;
  direction: 'asc' | 'desc';
}

/**
 * What to read: a collection (its id: a subcollection's, such as 'assessments', when the caller
 * reads one under a document), its filters, its order, where to start (after these order values
 * or after skipping `offset` rows) and how many.
 */
export interface QueryDescriptor {
  collection: CollectionName;
  filters: QueryFilter[];
  orderBy: QueryOrder[];
  /** One value per order, the first row not to read again (a page cursor). */
  startAfter?: unknown[];
  /** Rows skipped first (the Admin SDK only: the web SDKs have no offset). */
  offset?: number;
  limit?: number;
}

/** A stable text naming a query (a listener's key, a cache key); Dates are written as ISO strings. */
export function queryKey(query: QueryDescriptor): string {
  return JSON.stringify(query);
}
