/** A document as JSON carries it: Dates become ISO strings. */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

/** Dates to ISO strings, however deeply nested (what JSON.stringify does, typed). */
export function serialize<T>(value: T): Serialized<T> {
  return JSON.parse(JSON.stringify(value)) as Serialized<T>;
}

/** Something with a Date inside: a Firestore SDK's Timestamp (each SDK has its own class). */
export interface HasDate {
  toDate(): Date;
}

/**
 * Replaces every value `isTimestamp` recognises with its Date, however deeply nested: what each
 * side's Firestore converter does to a document, with its own SDK's `instanceof Timestamp`.
 */
export function timestampsToDates(value: unknown, isTimestamp: (value: unknown) => value is HasDate): unknown {
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map((item) => timestampsToDates(item, isTimestamp));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v, isTimestamp)]));
  }
  return value;
}
