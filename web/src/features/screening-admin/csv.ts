// The screening applications' CSV export: the columns and how each row's cell is written (the
// admin kit's writer quotes and defuses every cell).
import { formatScore, screeningStatusLabel, type ScreeningAdminApplication } from '@careers/domain/screening';
import { toCsv } from '../admin-kit';
import type { AdminApplication } from './api/screening-admin-api';

/** The columns of the applications export. */
export const APPLICATIONS_CSV_HEADER = [
  'Application ID',
  'User ID',
  'Name',
  'Email',
  'Posting',
  'Status',
  'Score',
  'Failure Reason',
  'Submitted',
  'Last Updated',
] as const;

/** The applications as CSV, in the order given, each one's posting by its title (`titleOf`). */
export function applicationsCsv(
  rows: readonly (AdminApplication | ScreeningAdminApplication)[],
  titleOf: (slug: string) => string,
): string {
  return toCsv(
    APPLICATIONS_CSV_HEADER,
    rows.map((row) => [
      row.id,
      row.user_id,
      row.user_name,
      row.user_email,
      titleOf(row.job_slug),
      screeningStatusLabel(row.fs_status),
      row.fs_overall_score == null ? '' : formatScore(row.fs_overall_score),
      row.fs_failure_reason,
      row.created_at,
      row.updated_at,
    ]),
  );
}
