// The cursors every admin list answers as `next_cursor` and takes back as `after`
// (domain/src/http/paging.ts): the last row's order value and id, as base64url JSON. Opaque to
// callers; a text this API did not hand out is refused (400) rather than guessed at.
import type { PageCursor } from '@careers/domain/shared';

/** A page cursor as the API hands it out. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/** A cursor read back, or null when it is not one this API handed out. */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'string') return null;
    const [sortValue, id] = value as [unknown, string];
    if (sortValue !== null && !['string', 'number', 'boolean'].includes(typeof sortValue)) return null;
    return { value: sortValue as PageCursor['value'], id };
  } catch {
    return null;
  }
}

/** A cursor whose order value is a time (the lists newest first): null unless it reads as one. */
export function decodeTimeCursor(text: string): PageCursor | null {
  const cursor = decodeCursor(text);
  return cursor && typeof cursor.value === 'string' && !Number.isNaN(Date.parse(cursor.value)) ? cursor : null;
}

/** The `next_cursor` of a page: the last row's, when more follow; null on the last page. */
export function nextCursor<Row>(rows: readonly Row[], more: boolean, of: (row: Row) => PageCursor): string | null {
  const last = rows.at(-1);
  return more && last ? encodeCursor(of(last)) : null;
}
