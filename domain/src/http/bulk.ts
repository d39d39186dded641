// A bulk status change: one call for many rows, each row changed (and audited) on its own and
// answered on its own. The admin tables send their selection in calls of at most BULK_MAX_IDS.
import { array, string } from 'yup';

/** The most rows one bulk call changes. */
export const BULK_MAX_IDS = 200;

/** The `ids` field of a bulk call: 1 to BULK_MAX_IDS document ids. */
export const bulkIdsField = () =>
  array()
    .of(string().strict().typeError('ids must hold strings').required('ids must hold strings'))
    .strict()
    .typeError('ids must be a list of ids')
    .min(1, 'ids must hold at least one id')
    .max(BULK_MAX_IDS, `ids must hold at most ${BULK_MAX_IDS} ids`)
    .required('ids is required');

/** What happened to one row of a bulk change. */
export type BulkRowResult = { id: string; ok: true } | { id: string; ok: false; error: string };

/** A bulk change's answer: every row's result, in the order asked (each id once). */
export interface BulkStatusResponse {
  results: BulkRowResult[];
  updated: number;
  failed: number;
}

/** The answer of a bulk change from its rows' results. */
export function bulkStatusResponse(results: BulkRowResult[]): BulkStatusResponse {
  const failed = results.filter((result) => !result.ok).length;
  return { results, updated: results.length - failed, failed };
}
