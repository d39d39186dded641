import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { offerStatusOf, type Offer } from '@careers/domain/offers';
import { ADMIN_PAGE_SIZE, formatPhone, hiredDate } from '@careers/domain/recruiting';
import { OfferStatusChip } from '../../../components/OfferStatusChip';
import { useMemo, useState } from 'react';
import { useApplicationsTable, useOffersOf, type AdminRow, type ApplicationsView } from '../api/admin-api';
import { ADMIN_OFFER_TEXT, ADMIN_MESSAGES } from '../content';
import { formatDay } from '../../../lib/dates';
import { useStatusChange } from '../hooks/useStatusChange';
import { AdminPage, BreakableText, FilterBar, LiveTableGrid, PostingFilter, SearchField } from '../../admin-kit';
import { RecruitingApplicationDialog } from './dialogs';
import { NameButton } from './NameButton';
import { postingColumn, updateStatusColumn } from './StatusColumn';
import { useJobTitles } from '../../jobs-admin';

const HIRED = ['hired'] as const;

/**
 * Our Team: the hired marketing analysts, of every posting or of one, live. Sorted by Name, Email,
 * Country or Hired Date (default hired date, newest first; the active column toggles, a new column
 * starts ascending).
 */
export default function OurTeamPage() {
  const [search, setSearch] = useState('');
  const [posting, setPosting] = useState<string | undefined>();
  const [openId, setOpenId] = useState<string | null>(null);
  const [sort, setSort] = useState<Pick<ApplicationsView, 'sort' | 'direction'>>({
    sort: 'updated_at',
    direction: 'desc',
  });
  const view: ApplicationsView = useMemo(
    () => ({ statuses: HIRED, posting, search, ...sort, pageSize: ADMIN_PAGE_SIZE.default }),
    [posting, search, sort],
  );
  const table = useApplicationsTable(view, 0);
  const changeStatus = useStatusChange(table.keep);
  const offers = useOffersOf(table.rows.map((row) => row.id));
  const postings = useJobTitles();

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.3,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Box>
          <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />
          <Typography variant="body2" color="text.secondary">
            {formatPhone(row.phone_number)} · {row.gender}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            <Chip
              size="small"
              color={row.linkedin_verified ? 'success' : 'default'}
              label={row.linkedin_verified ? 'Verified' : 'Unverified'}
            />
            {row.has_100_connections && <Chip size="small" variant="outlined" label="100+" />}
          </Stack>
        </Box>
      ),
    },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.3,
      minWidth: 130,
      renderCell: ({ row }) => <BreakableText text={row.email} />,
    },
    postingColumn(postings.titleOf),
    { field: 'country', headerName: 'Country', flex: 0.8, minWidth: 80 },
    {
      field: 'updated_at',
      headerName: 'Hired Date',
      minWidth: 100,
      valueGetter: (_value, row) => hiredDate(row),
      valueFormatter: (value: Date) => formatDay(value),
    },
    {
      field: 'profile',
      headerName: 'Profile',
      minWidth: 90,
      sortable: false,
      renderCell: ({ row }) =>
        row.linkedin_profile ? (
          <Link href={row.linkedin_profile} target="_blank" rel="noopener noreferrer">
            View Profile
          </Link>
        ) : null,
    },
    {
      field: 'offer',
      headerName: ADMIN_OFFER_TEXT.offerColumn,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <TeamOffer offer={offers.get(row.id)} />,
    },
    updateStatusColumn(changeStatus, 160),
  ];

  return (
    <AdminPage title="Our Team">
      <FilterBar>
        <SearchField value={search} onChange={setSearch} />
        <PostingFilter choices={postings.choicesOf('recruiting')} value={posting} onChange={setPosting} />
      </FilterBar>
      <LiveTableGrid
        table={table}
        label="Team members"
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={ADMIN_MESSAGES.teamFailed}
        empty={{ title: search.trim() ? ADMIN_MESSAGES.teamNoResults : ADMIN_MESSAGES.teamEmpty }}
        givesWay={['country']}
      />
      <RecruitingApplicationDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}

/** A hire's offer: its status, and for a declined or withdrawn one the natural next step. */
function TeamOffer({ offer }: { offer: Offer | undefined }) {
  if (!offer) return <Typography variant="body2">{ADMIN_OFFER_TEXT.noOffer}</Typography>;
  const status = offerStatusOf(offer.status);
  const next = status === 'rejected' || status === 'withdrawn' ? ADMIN_OFFER_TEXT.nextAction[status] : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.5 }} data-testid="team-offer">
      <OfferStatusChip status={status} />
      {next && (
        <Typography variant="caption" sx={{ whiteSpace: 'normal' }}>
          {next}
        </Typography>
      )}
    </Stack>
  );
}
