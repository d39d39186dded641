// The demo data as it was meant at the moment `npm start` runs. `npm run seed` writes the demo once,
// around the time it ran (an interview the evening after, an offer signed yesterday, a posting that
// expired three days ago), and the data then ages with the calendar: two days later that interview
// is over and the day's schedule is empty. So `npm start`, once the emulators have imported the
// data, moves every instant of it forward by the whole days since the seed, in the emulators only
// (emulator-data/ stays as the seed wrote it).
//
// Whole days keep every time of day: an interview window stays at 20:00 in Manila and keeps an id
// that names its day and time (`2026-11-27-2000`). Rounded down, so nothing that had happened by the
// seed lies in the future; what was ahead of it loses up to a day (the seed books the demo's coming
// interview on the second evening after it, so it stays ahead). Dates written as text move too: ISO instants in
// mail data, window and place ids, blocked days; a document whose id holds a date moves to the
// shifted id. Left alone: the tallies (reconciled afterwards from the shifted applications, which
// moves each count to its new day) and the rate-limit windows. The background triggers are paused
// meanwhile, so the rewrite sends no mail and makes no offer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '@careers/domain/shared';

const DAY_MS = 86_400_000;
const ROOT_PATH = (project: string) => `projects/${project}/databases/(default)/documents`;

/** Collections not moved: counters rebuilt from the rest, and windows that last a minute. */
const LEFT_ALONE: readonly string[] = [COLLECTIONS.tallies, COLLECTIONS.tallyEntries, COLLECTIONS.rateLimits];

/** When the demo data was seeded: its accounts were created then (the Auth export's createdAt). */
export function seededAt(dataDir: string): Date | null {
  try {
    const { users } = JSON.parse(readFileSync(join(dataDir, 'auth_export', 'accounts.json'), 'utf8')) as {
      users: { createdAt?: string }[];
    };
    const created = users.map((user) => Number(user.createdAt)).filter((ms) => Number.isFinite(ms) && ms > 0);
    return created.length > 0 ? new Date(Math.max(...created)) : null;
  } catch {
    return null;
  }
}

/** The whole days to move the demo by at `now`: the time since the seed, rounded down. */
export const shiftDays = (seeded: Date, now: Date): number => Math.floor((now.getTime() - seeded.getTime()) / DAY_MS);

const DATE = /(\d{4})-(\d{2})-(\d{2})/g;

/** `text` with every calendar date in it (YYYY-MM-DD, alone or in an ISO instant or an id) `days` later. */
export function shiftDatesIn(text: string, days: number): string {
  return text.replace(DATE, (match, y: string, m: string, d: string) => {
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (date.getUTCMonth() !== Number(m) - 1) return match; // not a real date: not one of ours
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  });
}

/** A Firestore REST value (the kinds that hold instants or text; others pass through). */
export type RestValue = {
  timestampValue?: string;
  stringValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
  [other: string]: unknown;
};

/** `value` with every instant and every date in its text `days` later, map keys included. */
export function shiftValue(value: RestValue, days: number): RestValue {
  if (value.timestampValue !== undefined) {
    return { timestampValue: new Date(Date.parse(value.timestampValue) + days * DAY_MS).toISOString() };
  }
  if (value.stringValue !== undefined) return { stringValue: shiftDatesIn(value.stringValue, days) };
  if (value.mapValue) {
    const fields = Object.entries(value.mapValue.fields ?? {}).map(
      ([key, inner]) => [shiftDatesIn(key, days), shiftValue(inner, days)] as const,
    );
    return { mapValue: { fields: Object.fromEntries(fields) } };
  }
  if (value.arrayValue)
    return { arrayValue: { values: (value.arrayValue.values ?? []).map((v) => shiftValue(v, days)) } };
  return value;
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * Moves every document of the Firestore emulator at `host` (project `project`) `days` later (see
 * the file's comment): answers how many documents changed and how many moved to a new id.
 */
export async function shiftDemoData(host: string, project: string, days: number) {
  const root = ROOT_PATH(project);
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const read = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!read.ok) throw new Error(`reading the demo data: ${read.status} ${await read.text()}`);
  const documents = ((await read.json()) as { document?: RestDocument }[]).flatMap((row) => row.document ?? []);
  const updates: unknown[] = [];
  const deletes: string[] = [];
  for (const document of documents) {
    const path = document.name.slice(root.length + 1);
    if (LEFT_ALONE.includes(path.split('/')[0]!)) continue;
    const fields = shiftValue({ mapValue: { fields: document.fields ?? {} } }, days).mapValue!.fields ?? {};
    const name = `${root}/${shiftDatesIn(path, days)}`;
    updates.push({ update: { name, fields } });
    if (name !== document.name) deletes.push(document.name);
  }
  // Every old id goes before any document is written: a moved one may take the id another leaves.
  const commit = async (writes: unknown[]) => {
    for (let at = 0; at < writes.length; at += 400) {
      const answer = await fetch(`http://${host}/v1/${root}:commit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ writes: writes.slice(at, at + 400) }),
      });
      if (!answer.ok) throw new Error(`writing the demo data: ${answer.status} ${await answer.text()}`);
    }
  };
  await commit(deletes.map((name) => ({ delete: name })));
  await commit(updates);
  return { changed: updates.length, moved: deletes.length };
}
