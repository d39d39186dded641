import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, formatPhone, INTERVIEW_FILTERS, type InterviewFilter } from '@careers/domain/recruiting';
import { useMemo, useState } from 'react';
import { useApplicationsTable, type AdminRow, type ApplicationsView } from '../api/admin-api';
import { formatDayTime } from '../../../lib/dates';
import { useStatusChange } from '../hooks/useStatusChange';
import {
  AdminPage,
  BreakableText,
  FilterBar,
  FilterSelect,
  LiveTableGrid,
  PostingFilter,
  SearchField,
} from '../../admin-kit';
import { LinkedInBadges } from './LinkedInBadges';
import { NameButton } from './NameButton';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { postingColumn, updateStatusColumn } from './StatusColumn';
import { useJobTitles } from '../../jobs-admin';
import { ADMIN_MESSAGES, INTERVIEW_ADMIN_TEXT } from '../content';
import { InterviewDaySchedule, InterviewScheduleButton, RecruitingApplicationDialog } from './dialogs';
import type { InterviewTab } from './InterviewParts';
import { lazyAfterFirstRows } from '../../../lib/first-rows';

/** The Interview column's text and the tabs, once the first rows show (./InterviewParts). */
const BookedTime = lazyAfterFirstRows(async () => ({ default: (await import('./InterviewParts')).BookedTime }));
const InterviewTabs = lazyAfterFirstRows(
  async () => ({ default: (await import('./InterviewParts')).InterviewTabs }),
  () => <Box sx={{ height: 48, mb: 2 }} />,
);

/** Interview Management: the candidates who passed criteria, scheduled or interviewed, of every posting or of one, live. */
export default function RecruitingInterviewsPage() {
  const [tab, setTab] = useState<InterviewTab>('candidates');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InterviewFilter>('yet');
  const [posting, setPosting] = useState<string | undefined>();
  const [openId, setOpenId] = useState<string | null>(null);
  const statuses = INTERVIEW_FILTERS.find((choice) => choice.value === filter)?.statuses;
  const [sort, setSort] = useState<Pick<ApplicationsView, 'sort' | 'direction'>>({
    sort: 'created_at',
    direction: 'desc',
  });
  const view: ApplicationsView = useMemo(
    () => ({ statuses, posting, search, ...sort, pageSize: ADMIN_PAGE_SIZE.default }),
    [statuses, posting, search, sort],
  );
  const table = useApplicationsTable(view, 0);
  const changeStatus = useStatusChange(table.keep);
  const postings = useJobTitles();

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Candidate',
      flex: 1.2,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Box>
          <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />
          <Typography variant="body2" color="text.secondary">
            {row.country}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'email',
      headerName: 'Contact',
      flex: 1.4,
      minWidth: 110,
      renderCell: ({ row }) => (
        <Box>
          <Typography variant="body2">
            <BreakableText text={row.email} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPhone(row.phone_number)}
          </Typography>
        </Box>
      ),
    },
    postingColumn(postings.titleOf),
    {
      field: 'linkedin',
      headerName: 'LinkedIn',
      // The widest chip, '<100 connections', on one line.
      minWidth: 135,
      sortable: false,
      renderCell: ({ row }) => <LinkedInBadges verified={row.linkedin_verified} hundred={row.has_100_connections} />,
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 130,
      renderCell: ({ row }) => <RecruitingStatusChip status={row.status} />,
    },
    {
      field: 'interview_start',
      headerName: INTERVIEW_ADMIN_TEXT.interviewColumn,
      minWidth: 130,
      renderCell: ({ row }) => <BookedTime row={row} />,
    },
    {
      field: 'created_at',
      headerName: 'Applied',
      minWidth: 110,
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    updateStatusColumn(changeStatus, 170),
  ];

  return (
    <AdminPage title="Interview Management" aside={<InterviewScheduleButton />}>
      <InterviewTabs tab={tab} onChange={setTab} />
      {tab === 'day' ? <InterviewDaySchedule /> : candidatesView()}
    </AdminPage>
  );

  /** The candidates table (a plain function, not a component: the table keeps its state across renders). */
  function candidatesView() {
    return (
      <>
        <FilterBar>
          <SearchField value={search} onChange={setSearch} />
          <FilterSelect
            id="interview-filter"
            label="Show"
            value={filter}
            options={INTERVIEW_FILTERS}
            onChange={setFilter}
            minWidth={240}
          />
          <PostingFilter choices={postings.choicesOf('recruiting')} value={posting} onChange={setPosting} />
        </FilterBar>
        <LiveTableGrid
          table={table}
          label="Interview candidates"
          onSort={(next, direction) => setSort({ sort: next, direction })}
          columns={columns}
          failedMessage={ADMIN_MESSAGES.interviewsFailed}
          empty={{ title: ADMIN_MESSAGES.interviewsEmpty, hint: ADMIN_MESSAGES.interviewsEmptyHint }}
          givesWay={['created_at']}
        />
        <RecruitingApplicationDialog id={openId} onClose={() => setOpenId(null)} />
      </>
    );
  }
}
