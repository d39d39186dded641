// CSV export of the applications table: RFC 4180 quoting, and cells that a spreadsheet would run as
// a formula (starting with =, +, -, @, tab or carriage return) prefixed with an apostrophe.
import { formatScore, screeningStatusLabel } from '@careers/domain';
import type { AdminApplication } from './api/screening-admin-api';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it needs to be and defused when it looks like a formula. */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document of a header row and rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The columns of the applications export. */
export const APPLICATIONS_CSV_HEADER = [
  'Application ID',
  'User ID',
  'Name',
  'Email',
  'Status',
  'Score',
  'Failure Reason',
  'Submitted',
  'Last Updated',
] as const;

/** The applications as CSV, in the order given. */
export function applicationsCsv(rows: readonly AdminApplication[]): string {
  return toCsv(
    APPLICATIONS_CSV_HEADER,
    rows.map((row) => [
      row.id,
      row.user_id,
      row.user_name,
      row.user_email,
      screeningStatusLabel(row.fs_status),
      row.fs_overall_score == null ? '' : formatScore(row.fs_overall_score),
      row.fs_failure_reason,
      row.created_at,
      row.updated_at,
    ]),
  );
}

/** Whether an application matches a search: its user id, email or name holds the term, any case. */
export function matchesApplicationSearch(
  row: Pick<AdminApplication, 'user_id' | 'user_email' | 'user_name'>,
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [row.user_id, row.user_email, row.user_name].some((value) => value?.toLowerCase().includes(needle));
}
