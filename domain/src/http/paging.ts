// How every admin list API pages (docs/requests.md#paging): `limit` rows, then `after` the cursor the
// previous page answered as `next_cursor` (null on the last page). A cursor is opaque to callers: the
// last row's order value and id (the functions encode it), so a page is exact however rows are
// added meanwhile, and its cost is its rows whatever the page's depth.
import { number, string } from 'yup';

/** The longest `after` a caller may send (a cursor the API answered is far shorter). */
export const AFTER_MAX_LENGTH = 300;

/** The paging parameters' refusals. */
export const PAGING_MESSAGES = {
  invalidAfter: 'after is not a cursor this list answered (next_cursor)',
  afterWithOffset: 'Page by after or by offset, not both',
} as const;

/** A list's `after`: the previous page's `next_cursor`. */
export const afterField = () =>
  string().trim().max(AFTER_MAX_LENGTH, `after must be at most ${AFTER_MAX_LENGTH} characters`);

/** A list's `limit`: rows per page, `size.default` unless asked, at most `size.max`. */
export const pageLimitField = (size: { default: number; max: number }) =>
  number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(size.max, `limit must be at most ${size.max}`)
    .default(size.default);

/** What a paged list answers beside its rows: the cursor of the next page, null on the last. */
export interface Paged {
  next_cursor: string | null;
}
