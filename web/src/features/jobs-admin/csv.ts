// The Positions CSV export: a row per posting, its address, state, flow, applications and dates
// (the admin kit's writer quotes and defuses every cell).
import {
  APPLICATION_FLOW_LABELS,
  JOB_STATE_LABELS,
  JOBS_TABLE,
  type AdminJobView,
  type JobSort,
} from '@careers/domain/jobs';
import { compareRows, jobPath, type SortDirection } from '@careers/domain/shared';
import { toCsv } from '../admin-kit';
import { JOBS_ADMIN_TEXT } from './content';

const { columns } = JOBS_ADMIN_TEXT;

/** The columns of the CSV export, in order. */
export const POSITION_CSV_COLUMNS = [
  columns.title,
  JOBS_ADMIN_TEXT.publicPage,
  columns.state,
  columns.flow,
  columns.applications,
  columns.posted,
  columns.validThrough,
] as const;

/**
 * Every posting as CSV, in the table's order: the posted instant as ISO, valid through as its day
 * (the form's day: the posting is valid to the end of it, UTC); a draft has neither address nor
 * posted date.
 */
export function positionsCsv(jobs: readonly AdminJobView[], sort: JobSort, direction: SortDirection): string {
  const sorted = [...jobs].sort((a, b) => compareRows(JOBS_TABLE, a, b, sort, direction));
  return toCsv(
    POSITION_CSV_COLUMNS,
    sorted.map((job) => [
      job.title,
      job.state === 'draft' ? '' : jobPath(job.id),
      JOB_STATE_LABELS[job.state],
      APPLICATION_FLOW_LABELS[job.flow],
      job.applications,
      job.state === 'draft' ? '' : job.postedAt,
      job.validThrough.slice(0, 10),
    ]),
  );
}
