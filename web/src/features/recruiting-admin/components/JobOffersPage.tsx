import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_MESSAGES,
  formatPhone,
  isOpenOffer,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  searchable,
  type AdminOfferView,
  type OfferStatus,
} from '@careers/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { OfferStatusChip } from '../../../components/OfferStatusChip';
import { useAdminOffers } from '../api/admin-api';
import { ADMIN_OFFER_TEXT } from '../content';
import { formatDay } from '../../../lib/dates';
import { AdminPage } from './AdminPage';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { WithdrawOfferDialog } from './OfferDialogs';
import { StatTile } from './StatTile';

type OfferFilter = OfferStatus | 'all';

/** Whether an offer matches the search (name, email or position title; case-insensitive substring). */
function matches(offer: AdminOfferView, term: string): boolean {
  const clean = searchable(term);
  if (!clean) return true;
  return [offer.users.name, offer.users.email, offer.position_title].some((text) => searchable(text).includes(clean));
}

/** Job Offers Management: the offers live, their counts, search and status filter. */
export default function JobOffersPage() {
  const [refresh, setRefresh] = useState(0);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OfferFilter>('all');
  const [withdrawing, setWithdrawing] = useState<AdminOfferView | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const { live, offers, stats } = useAdminOffers(refresh);
  const failed = live.status === 'error' || stats.isError;

  useEffect(() => {
    if (failed) toast.error(ADMIN_MESSAGES.offersFailed);
  }, [failed]);

  const shown = offers.filter((offer) => (filter === 'all' || offer.status === filter) && matches(offer, search));
  const filtered = filter !== 'all' || search.trim() !== '';
  const counts = stats.data?.stats;

  const columns: GridColDef<AdminOfferView>[] = [
    {
      field: 'candidate',
      headerName: 'Candidate',
      flex: 1.2,
      minWidth: 170,
      valueGetter: (_value, row) => row.users.name,
      renderCell: ({ row }) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.users.name || ADMIN_MESSAGES.unknownUser}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.sdr_applications.country || ADMIN_MESSAGES.noLocation}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'contact',
      headerName: 'Contact',
      flex: 1.3,
      minWidth: 200,
      valueGetter: (_value, row) => row.users.email,
      renderCell: ({ row }) => (
        <Box>
          <Typography variant="body2">{row.users.email || ADMIN_MESSAGES.noEmail}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPhone(row.sdr_applications.phone_number)}
          </Typography>
        </Box>
      ),
    },
    { field: 'position_title', headerName: 'Position', flex: 1, minWidth: 150 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 130,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <OfferStatusChip status={row.status} />
          {row.version > 1 && <Typography variant="caption">{ADMIN_OFFER_TEXT.version(row.version)}</Typography>}
        </Stack>
      ),
    },
    {
      field: 'progress',
      headerName: 'Progress',
      minWidth: 140,
      renderCell: ({ row }) => (
        <Box sx={{ width: '100%' }}>
          <LinearProgress variant="determinate" value={row.progress} aria-label={`Progress of ${row.users.name}`} />
          <Typography variant="caption">{row.progress}%</Typography>
        </Box>
      ),
    },
    {
      field: 'created_at',
      headerName: 'Created',
      minWidth: 130,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setHistoryOf(row.application_id)}
            aria-label={`History of ${row.users.name}'s offer`}
          >
            {ADMIN_OFFER_TEXT.history}
          </Button>
          {isOpenOffer(row.status) && (
            <Button
              size="small"
              color="error"
              onClick={() => setWithdrawing(row)}
              aria-label={`Withdraw ${row.users.name}'s offer`}
            >
              {ADMIN_OFFER_TEXT.withdraw}
            </Button>
          )}
          {row.sdr_applications.linkedin_profile ? (
            // Padded to a 24 px target beside the buttons (WCAG 2.2 target size).
            <Link
              href={row.sdr_applications.linkedin_profile}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-block', py: 0.5 }}
            >
              View Profile
            </Link>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <AdminPage
      title="Job Offers Management"
      aside={
        <>
          <Chip label={`${offers.length} offers`} color="primary" data-testid="offers-count" />
          <Button variant="contained" onClick={() => setRefresh((count) => count + 1)}>
            Refresh
          </Button>
        </>
      }
    >
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ADMIN_MESSAGES.offersFailed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' }, gap: 2, mb: 3 }}>
        <StatTile label="Total Offers" value={counts?.total_offers} />
        <StatTile label="Pending" value={counts?.pending_offers} />
        <StatTile label="In Progress" value={counts?.in_progress_offers} />
        <StatTile label="Accepted" value={counts?.accepted_offers} />
        <StatTile label="Rejected" value={counts?.rejected_offers} />
        <StatTile label="Withdrawn" value={counts?.withdrawn_offers} />
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search by name, email or position"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="offer-filter-label">Status</InputLabel>
          <Select
            labelId="offer-filter-label"
            label="Status"
            value={filter}
            onChange={(event) => setFilter(event.target.value as OfferFilter)}
          >
            <MenuItem value="all">All Offers</MenuItem>
            {OFFER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {OFFER_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {live.status === 'loading' ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{ADMIN_MESSAGES.offersLoading}</Typography>
      ) : (
        <DataGrid<AdminOfferView>
          aria-label="Job offers"
          rows={shown}
          columns={columns}
          autoHeight
          getRowHeight={() => 'auto'}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          initialState={{
            sorting: { sortModel: [{ field: 'created_at', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25, 50, 100]}
          slots={{
            noRowsOverlay: () => (
              <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 4 }} spacing={1}>
                <Typography variant="h6" component="p">
                  {ADMIN_MESSAGES.offersEmpty}
                </Typography>
                <Typography color="text.secondary">
                  {filtered ? ADMIN_MESSAGES.offersEmptyFiltered : ADMIN_MESSAGES.offersEmptyNone}
                </Typography>
              </Stack>
            ),
          }}
          sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1 } }}
        />
      )}
      <WithdrawOfferDialog offer={withdrawing} onClose={() => setWithdrawing(null)} />
      <ApplicationDetailDialog id={historyOf} onClose={() => setHistoryOf(null)} />
    </AdminPage>
  );
}
