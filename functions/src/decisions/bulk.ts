// A bulk status change: the one-row change run for each row, a few at a time, each in its own
// transaction with its own audit entry, each answered on its own. A row that fails (refused, or an
// unexpected error) never stops the others.
import { bulkStatusResponse, type BulkRowResult, type BulkStatusResponse } from '@careers/domain/http';
import type { Outcome } from '../outcome';

/** At most this many rows change at once (their transactions touch different documents). */
export const BULK_CONCURRENCY = 8;

/** The message of a row that failed unexpectedly (the error itself is logged, never answered). */
export const BULK_ROW_FAILED = 'The change could not be made';

/** Runs `change` for each id (each once, in the order given) and answers every row's result. */
export async function changeEach(
  ids: readonly string[],
  change: (id: string) => Promise<Outcome<unknown>>,
): Promise<BulkStatusResponse> {
  const unique = [...new Set(ids)];
  const results: BulkRowResult[] = new Array(unique.length);
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const index = next++;
      const id = unique[index]!;
      try {
        const outcome = await change(id);
        results[index] = outcome.ok ? { id, ok: true } : { id, ok: false, error: outcome.message };
      } catch (error) {
        console.error(`bulk change of ${id} failed`, error);
        results[index] = { id, ok: false, error: BULK_ROW_FAILED };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, unique.length) }, worker));
  return bulkStatusResponse(results);
}
