import type { TableRow } from '@careers/domain/shared';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { downloadTextFile } from '../../lib/download';
import type { BulkReport } from './bulk';
import type { LiveTable } from './useLiveTable';

/** A file to download: its name, text and media type. */
export interface TableFile {
  name: string;
  text: string;
  type: string;
}

/** A table's CSV export: the file of its view, and the toast when it cannot be made. */
export interface CsvExport {
  /** The CSV of the table's view (every row of it, not only the page shown). */
  file: () => Promise<TableFile>;
  /** The toast when it cannot be made. */
  failed: string;
}

/** The Export CSV button's action: makes the file and downloads it, or says it failed. */
export function csvExporter({ file, failed }: CsvExport): () => void {
  return () =>
    void file().then(
      (made) => downloadTextFile(made.name, made.text, made.type),
      (error: unknown) => {
        console.error(error);
        toast.error(failed);
      },
    );
}

interface Options<Row extends TableRow, Status extends string> {
  table: LiveTable<Row, string>;
  bulk: {
    /** The area's bulk call (changeInBulk through its API). */
    change: (rows: { id: string; name: string }[], status: Status) => Promise<BulkReport>;
    /** How the report names a row. */
    nameOf: (row: Row) => string;
    /** Rows a change to `status` leaves out (already in it, say); none by default. */
    skip?: (row: Row, status: Status) => boolean;
    /** The toast after a change of `asked` rows: a success when no row failed, else an error. */
    summary: (report: BulkReport, asked: number, status: Status) => string;
  };
  csv: CsvExport;
}

/**
 * What every admin table with a selection does around its live grid, one way: the selected rows, a
 * bulk status change of them (the rows kept in view with their new status, the selection cleared,
 * the failures listed by row until dismissed), and the CSV export of the view. Each area gives its
 * bulk call, its texts and its CSV. Hand `selection` to LiveTableGrid and `bar` to BulkStatusBar.
 */
export function useAdminTable<Row extends TableRow, Status extends string>({ table, bulk, csv }: Options<Row, Status>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<Status | ''>('');
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<{ summary: string; failed: BulkReport['failed'] } | null>(null);

  const apply = async () => {
    if (!status) return;
    const targets = table.rows.filter((row) => selected.has(row.id) && !bulk.skip?.(row, status));
    if (targets.length === 0) return;
    table.keep(targets.map((row) => row.id));
    setPending(true);
    try {
      const result = await bulk.change(
        targets.map((row) => ({ id: row.id, name: bulk.nameOf(row) })),
        status,
      );
      const summary = bulk.summary(result, targets.length, status);
      if (result.failed.length === 0) {
        toast.success(summary);
        setReport(null);
      } else {
        toast.error(summary);
        setReport({ summary, failed: result.failed });
      }
      setSelected(new Set());
      setStatus('');
    } finally {
      setPending(false);
    }
  };

  const exportCsv = csvExporter(csv);

  return {
    selection: { ids: selected, onChange: setSelected },
    bar: {
      count: selected.size,
      value: status,
      onChange: setStatus,
      onApply: () => void apply(),
      pending,
      report,
      onDismissReport: () => setReport(null),
    },
    exportCsv,
  };
}
