// Gives the documents written before the TTL fields their expiry: an abandoned draft 90
// days after its last save, a mail 180 days after it was queued (RETENTION), the same as the
// writers set now. Run by `npm run retention` (scripts/retention.ts) once after deploying.
import { mailExpiry } from '@careers/domain/mail';
import { screeningDraftExpiry } from '@careers/domain/screening';
import {
  documentsWithoutExpiry,
  EXPIRING,
  setExpiry,
  type ExpiringCollection,
  type MissingExpiry,
} from '../../stores/expiries';

/** When a document of `kind` whose expiry counts from `from` expires (now's retention when it has no time). */
export function expiryOf(kind: ExpiringCollection, from: Date | null, now: Date): Date {
  const start = from ?? now;
  return kind === 'screeningDrafts' ? screeningDraftExpiry(start) : mailExpiry(start);
}

/** The documents of every expiring collection that have no expiry yet. */
export async function missingExpiries(): Promise<Record<ExpiringCollection, MissingExpiry[]>> {
  const kinds = Object.keys(EXPIRING) as ExpiringCollection[];
  const found = await Promise.all(kinds.map((kind) => documentsWithoutExpiry(kind)));
  return Object.fromEntries(kinds.map((kind, i) => [kind, found[i]!])) as Record<ExpiringCollection, MissingExpiry[]>;
}

/** Sets the expiry of every document `missing` names; answers how many were set per collection. */
export async function backfillExpiries(
  missing: Record<ExpiringCollection, MissingExpiry[]>,
  now = new Date(),
): Promise<Record<ExpiringCollection, number>> {
  const counts = { screeningDrafts: 0, mail: 0 };
  for (const kind of Object.keys(missing) as ExpiringCollection[]) {
    for (const { id, from } of missing[kind]) {
      if (await setExpiry(kind, id, expiryOf(kind, from, now))) counts[kind] += 1;
    }
  }
  return counts;
}
