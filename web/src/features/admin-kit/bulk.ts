// A bulk change: one call per row, at most BULK_CONCURRENCY at once, every row's outcome reported.

/** At most this many calls of a bulk change are in flight at once. */
export const BULK_CONCURRENCY = 4;

/** What happened to one row. */
export type BulkOutcome =
  { id: string; name: string; ok: true } | { id: string; name: string; ok: false; error: string };

/** A bulk change's report: how many rows changed, and each failure with its row and reason. */
export interface BulkReport {
  updated: number;
  failed: { id: string; name: string; error: string }[];
}

/**
 * Runs `change` for every row, at most `concurrency` at a time, in the rows' order; a failing row
 * never stops the others. `describe` turns a failure into the text the report shows.
 */
export async function runBulk<Row extends { id: string; name: string }>(
  rows: readonly Row[],
  change: (row: Row) => Promise<unknown>,
  describe: (error: unknown) => string,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkReport> {
  const outcomes: BulkOutcome[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      try {
        await change(row);
        outcomes[index] = { id: row.id, name: row.name, ok: true };
      } catch (error) {
        outcomes[index] = { id: row.id, name: row.name, ok: false, error: describe(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  const failed = outcomes.flatMap((outcome) =>
    outcome.ok ? [] : [{ id: outcome.id, name: outcome.name, error: outcome.error }],
  );
  return { updated: rows.length - failed.length, failed };
}
