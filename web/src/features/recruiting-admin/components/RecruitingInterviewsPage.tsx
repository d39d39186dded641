import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_PAGE_SIZE,
  formatInterviewDate,
  formatPhone,
  formatWindowTimes,
  INTERVIEW_FILTERS,
  type InterviewFilter,
} from '@careers/domain/recruiting';
import { useMemo, useState } from 'react';
import { useApplicationsTable, type AdminRow, type ApplicationsView } from '../api/admin-api';
import { formatDayTime } from '../../../lib/dates';
import { useStatusChange } from '../hooks/useStatusChange';
import { AdminPage } from './AdminPage';
import { FilterBar, FilterSelect, SearchField } from './FilterBar';
import { RecruitingApplicationDialog } from './RecruitingApplicationDialog';
import { LinkedInBadges } from './LinkedInBadges';
import { LiveTableGrid } from '../../admin-kit';
import { NameButton } from './NameButton';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { postingColumn, updateStatusColumn } from './StatusColumn';
import { usePostingTitles } from '../api/positions-api';
import { ADMIN_MESSAGES, INTERVIEW_ADMIN_TEXT } from '../content';
import { InterviewDaySchedule } from './InterviewDaySchedule';
import { InterviewScheduleButton } from './InterviewScheduleDialog';

/** The booked window as the Interview column shows it (Philippines time), or why there is none. */
function bookedTime(row: AdminRow): string {
  if (row.interview_start && row.interview_end) {
    return `${formatInterviewDate(row.interview_start)}, ${formatWindowTimes({ start: row.interview_start, end: row.interview_end })}`;
  }
  return row.interview_cancellation ? INTERVIEW_ADMIN_TEXT.cancelled : INTERVIEW_ADMIN_TEXT.noInterview;
}

/** Interview Management: the candidates who passed criteria, scheduled or interviewed, live. */
export default function RecruitingInterviewsPage() {
  const [tab, setTab] = useState<'candidates' | 'day'>('candidates');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InterviewFilter>('yet');
  const [openId, setOpenId] = useState<string | null>(null);
  const statuses = INTERVIEW_FILTERS.find((choice) => choice.value === filter)?.statuses;
  const [sort, setSort] = useState<Pick<ApplicationsView, 'sort' | 'direction'>>({
    sort: 'created_at',
    direction: 'desc',
  });
  const view: ApplicationsView = useMemo(
    () => ({ statuses, search, ...sort, pageSize: ADMIN_PAGE_SIZE.default }),
    [statuses, search, sort],
  );
  const table = useApplicationsTable(view, 0);
  const changeStatus = useStatusChange(table.keep);
  const postings = usePostingTitles();

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Candidate',
      flex: 1.2,
      minWidth: 110,
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
          <Typography variant="body2">{row.email}</Typography>
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
      minWidth: 100,
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
      renderCell: ({ row }) => <Typography variant="body2">{bookedTime(row)}</Typography>,
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
      <Tabs value={tab} onChange={(_event, next: 'candidates' | 'day') => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="candidates" label={INTERVIEW_ADMIN_TEXT.candidatesTab} />
        <Tab value="day" label={INTERVIEW_ADMIN_TEXT.dayTab} />
      </Tabs>
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
        </FilterBar>
        <LiveTableGrid
          table={table}
          label="Interview candidates"
          onSort={(next, direction) => setSort({ sort: next, direction })}
          columns={columns}
          failedMessage={ADMIN_MESSAGES.interviewsFailed}
          empty={{ title: ADMIN_MESSAGES.interviewsEmpty, hint: ADMIN_MESSAGES.interviewsEmptyHint }}
        />
        <RecruitingApplicationDialog id={openId} onClose={() => setOpenId(null)} />
      </>
    );
  }
}
