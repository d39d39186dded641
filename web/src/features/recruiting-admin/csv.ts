// All Applications' CSV export: the columns and how each row's cell is written (the admin kit's
// writer quotes and defuses every cell).
import { formatPhone, type RecruitingStatus } from '@careers/domain/recruiting';
import { toCsv } from '../admin-kit';

/** The columns of the CSV export, in order. */
export const APPLICATION_CSV_COLUMNS = [
  'Name',
  'Email',
  'Posting',
  'Phone',
  'Country',
  'Gender',
  'Status',
  'Failure Reason',
  'LinkedIn',
  'LinkedIn Verified',
  '100+ Connections',
  'NDA Signed',
  'Applied',
] as const;

/** The fields the CSV export reads of an application (Dates or ISO strings for times). */
export interface CsvApplication {
  name: string;
  email: string;
  job_slug: string;
  phone_number: string;
  country: string;
  gender: string;
  status: RecruitingStatus;
  criteria_failure_reason: string | null;
  linkedin_profile: string;
  linkedin_verified: boolean;
  has_100_connections: boolean;
  nda_signed: boolean;
  created_at: Date | string;
}

/** The rows of a view as CSV, each application's posting by its title (`titleOf`). */
export function applicationsCsv(
  rows: readonly CsvApplication[],
  labels: Record<RecruitingStatus, string>,
  titleOf: (slug: string) => string,
): string {
  const yes = (flag: boolean) => (flag ? 'Yes' : 'No');
  return toCsv(
    APPLICATION_CSV_COLUMNS,
    rows.map((row) => [
      row.name,
      row.email,
      titleOf(row.job_slug),
      formatPhone(row.phone_number),
      row.country,
      row.gender,
      labels[row.status] ?? row.status,
      row.criteria_failure_reason ?? '',
      row.linkedin_profile,
      yes(row.linkedin_verified),
      yes(row.has_100_connections),
      yes(row.nda_signed),
      row.created_at,
    ]),
  );
}
