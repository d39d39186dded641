import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECRUITING_STATUSES,
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type ApplicationListSort,
} from '@careers/domain/recruiting';
import type { MyPosting } from '@careers/domain/team';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/ListPage';
import { errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { FilterBar, FilterSelect, LiveTableGrid } from '../../admin-kit';
import { useApplicationsTable, type AdminRow, type ApplicationsView } from '../api/admin-api';
import { useMyPostings } from '../api/hiring-api';
import { ADMIN_MESSAGES, HIRING_TEXT } from '../content';
import { HiringApplicationDialog } from './HiringApplicationDialog';
import { NameButton } from './NameButton';
import { RecruitingStatusChip } from './RecruitingStatusChip';

type StatusFilter = AdminRecruitingStatus | 'all';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] })),
];

/**
 * /team/hiring: the applications of the postings the caller runs as a recruiter or hiring manager,
 * one posting at a time (the security rules let them list one of theirs), each opening to its
 * detail, scorecards and the status change their part allows.
 */
export default function HiringPage() {
  const postings = useMyPostings();
  return (
    <ListPage
      title={HIRING_TEXT.title}
      subtitle={HIRING_TEXT.subtitle}
      maxWidth="lg"
      list={postings}
      states={{
        loading: HIRING_TEXT.loading,
        failed: postings.status === 'error' ? errorMessage(postings.error, HIRING_TEXT.loadFailed) : '',
        retry: { label: HIRING_TEXT.tryAgain, onClick: postings.retry },
        empty: HIRING_TEXT.none,
      }}
    >
      {(list) => <Applications postings={list} />}
    </ListPage>
  );
}

function Applications({ postings }: { postings: readonly MyPosting[] }) {
  const [slug, setSlug] = useState(postings[0]!.job_slug);
  const posting = postings.find((each) => each.job_slug === slug) ?? postings[0]!;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ sort: ApplicationListSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const view: ApplicationsView = useMemo(
    () => ({
      statuses: status === 'all' ? undefined : [status],
      posting: posting.job_slug,
      search: '',
      sort: sort.sort,
      direction: sort.direction,
      pageSize: ADMIN_PAGE_SIZE.default,
    }),
    [status, posting.job_slug, sort],
  );
  const table = useApplicationsTable(view, 0);

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: 140,
      renderCell: ({ row }) => <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />,
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 160,
      renderCell: ({ row }) => <RecruitingStatusChip status={row.status} />,
    },
    {
      field: 'interview_start',
      headerName: HIRING_TEXT.interview,
      minWidth: 160,
      valueFormatter: (value: Date | null) => formatDayTime(value),
    },
    {
      field: 'created_at',
      headerName: 'Applied',
      minWidth: 140,
      valueFormatter: (value: Date) => formatDayTime(value),
    },
  ];

  return (
    <>
      <FilterBar>
        <FilterSelect
          id="hiring-posting"
          label={HIRING_TEXT.posting}
          value={posting.job_slug}
          options={postings.map((each) => ({ value: each.job_slug, label: each.title }))}
          onChange={setSlug}
          minWidth={260}
        />
        <FilterSelect
          id="hiring-status"
          label="Status"
          value={status}
          options={STATUS_FILTERS}
          onChange={setStatus}
          minWidth={220}
        />
      </FilterBar>
      <LiveTableGrid
        table={table}
        label={HIRING_TEXT.applications}
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={ADMIN_MESSAGES.applicationsFailed}
        empty={{ title: HIRING_TEXT.empty }}
      />
      <HiringApplicationDialog id={openId} part={posting.part} onClose={() => setOpenId(null)} />
    </>
  );
}
