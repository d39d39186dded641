// Every document the Firestore emulator holds, in every collection and subcollection, read with
// one kindless query over the whole database (the REST API's `allDescendants` with no collection
// id), so a check of "nothing names this person" covers collections added later without anyone
// listing them. Emulator only: the owner token below bypasses the rules.

const PROJECT_ID = 'demo-careers';

/** One string stored somewhere: the document's path, the field's dotted path ('' for the id), the text. */
export interface StoredString {
  path: string;
  field: string;
  text: string;
}

/** A value as the REST API answers it (only what holds text matters here). */
type RestValue = {
  stringValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
  referenceValue?: string;
};

function* stringsOf(value: RestValue, field: string): Generator<{ field: string; text: string }> {
  if (value.stringValue !== undefined) yield { field, text: value.stringValue };
  if (value.referenceValue !== undefined) yield { field, text: value.referenceValue };
  for (const [key, inner] of Object.entries(value.mapValue?.fields ?? {})) {
    yield* stringsOf(inner, field ? `${field}.${key}` : key);
  }
  for (const [index, inner] of (value.arrayValue?.values ?? []).entries()) yield* stringsOf(inner, `${field}.${index}`);
}

/** Every string of every document (its path too, as the field ''), at one read time. */
async function everyStoredString(): Promise<StoredString[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!response.ok) throw new Error(`the emulator refused the scan: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  return rows.flatMap(({ document }) => {
    if (!document) return [];
    const path = document.name.slice(root.length + 1);
    return [
      { path, field: '', text: path },
      ...[...stringsOf({ mapValue: { fields: document.fields ?? {} } }, '')].map((found) => ({ path, ...found })),
    ];
  });
}

/** The places that hold any of `needles` (any case). */
export async function placesHolding(needles: readonly string[]): Promise<(StoredString & { needle: string })[]> {
  const lower = needles.map((needle) => needle.toLowerCase());
  return (await everyStoredString()).flatMap((stored) => {
    const text = stored.text.toLowerCase();
    return lower.filter((needle) => text.includes(needle)).map((needle) => ({ ...stored, needle }));
  });
}
