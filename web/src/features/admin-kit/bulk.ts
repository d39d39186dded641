// A bulk status change from an admin table: the selected rows' ids go to the area's bulk call
// (each row changed, audited and answered by the server), at most BULK_MAX_IDS a call, one call
// after another; the report names every row that failed and why.
import { BULK_MAX_IDS, type BulkStatusResponse } from '@careers/domain/http';

/** A bulk change's report: how many rows changed, and each failure with its row and reason. */
export interface BulkReport {
  updated: number;
  failed: { id: string; name: string; error: string }[];
}

/**
 * Changes `rows` through `send` (the area's bulk call). A call that fails as a whole (the
 * network, a 429) marks each of its rows failed with `describe(error)`; later calls still go.
 */
export async function changeInBulk(
  rows: readonly { id: string; name: string }[],
  send: (ids: string[]) => Promise<BulkStatusResponse>,
  describe: (error: unknown) => string,
): Promise<BulkReport> {
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const ids = [...names.keys()];
  const report: BulkReport = { updated: 0, failed: [] };
  for (let i = 0; i < ids.length; i += BULK_MAX_IDS) {
    const chunk = ids.slice(i, i + BULK_MAX_IDS);
    try {
      const answer = await send(chunk);
      report.updated += answer.updated;
      for (const result of answer.results) {
        if (!result.ok)
          report.failed.push({ id: result.id, name: names.get(result.id) ?? result.id, error: result.error });
      }
    } catch (error) {
      const reason = describe(error);
      report.failed.push(...chunk.map((id) => ({ id, name: names.get(id) ?? id, error: reason })));
    }
  }
  return report;
}
