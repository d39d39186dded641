import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  adminOfferView,
  isOpenOffer,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  offerProgress,
  offerStatusOf,
  type AdminOfferView,
  type Offer,
  type OfferSort,
  type OfferStatus,
} from '@careers/domain/offers';
import { ADMIN_PAGE_SIZE, formatPhone } from '@careers/domain/recruiting';
import { useEffect, useMemo, useState } from 'react';
import type { WithId } from '../../../lib/firebase/firestore';
import {
  AdminPage,
  BreakableText,
  FilterBar,
  FilterSelect,
  LiveTableGrid,
  PostingFilter,
  SearchField,
} from '../../admin-kit';
import { useJobTitles } from '../../jobs-admin';
import { toast } from '../../../lib/toast';
import { OfferStatusChip } from '../../../components/OfferStatusChip';
import { useAdminOffers } from '../api/admin-api';
import { ADMIN_OFFER_TEXT, ADMIN_MESSAGES } from '../content';
import { formatDay } from '../../../lib/dates';
import { failureOf } from '../../../lib/query';
import { RecruitingApplicationDialog } from './dialogs';
import { WithdrawOfferDialog } from './dialogs';
import { CardGrid, StatCard } from '../../../components/StatCard';

type OfferFilter = OfferStatus | 'all';
const OFFER_FILTERS: { value: OfferFilter; label: string }[] = [
  { value: 'all', label: 'All Offers' },
  ...OFFER_STATUSES.map((status) => ({ value: status, label: OFFER_STATUS_LABELS[status] })),
];
type OfferRow = WithId<Offer>;

/** How far the candidate is through the offer's steps, in percent. */
const progressOf = (offer: Offer) => offerProgress({ ...offer, status: offerStatusOf(offer.status) }).percentage;

/** Job Offers Management: the offers live (cursor pages), their counts, search, status and posting filters. */
export default function JobOffersPage() {
  const [refresh, setRefresh] = useState(0);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OfferFilter>('all');
  const [posting, setPosting] = useState<string | undefined>();
  const postings = useJobTitles();
  const [sort, setSort] = useState<{ sort: OfferSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [withdrawing, setWithdrawing] = useState<AdminOfferView | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const view = useMemo(
    () => ({
      statuses: filter === 'all' ? undefined : [filter],
      posting,
      search,
      ...sort,
      pageSize: ADMIN_PAGE_SIZE.default,
    }),
    [filter, posting, search, sort],
  );
  const { table, stats } = useAdminOffers(view, refresh);
  // A failed ask for the counts again is told too (the counts shown before stay).
  const failed = table.live.status === 'error' || failureOf(stats) !== undefined;

  useEffect(() => {
    if (failed) toast.error(ADMIN_MESSAGES.offersFailed);
  }, [failed]);

  const filtered = filter !== 'all' || posting !== undefined || search.trim() !== '';
  const counts = stats.status === 'success' ? stats.data.stats : undefined;
  // The badge counts what the view holds: every offer, the offers in the status shown, or a search's matches.
  const count = table.searching
    ? table.rows.length
    : filter === 'all'
      ? counts?.total_offers
      : counts?.[`${filter}_offers`];

  const columns: GridColDef<OfferRow>[] = [
    {
      field: 'candidate',
      headerName: 'Candidate',
      flex: 1.2,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.candidate.name || ADMIN_MESSAGES.unknownUser}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.candidate.country || ADMIN_MESSAGES.noLocation}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'contact',
      headerName: 'Contact',
      flex: 1.3,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box>
          <Typography variant="body2">
            {row.candidate.email ? <BreakableText text={row.candidate.email} /> : ADMIN_MESSAGES.noEmail}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPhone(row.candidate.phone_number)}
          </Typography>
        </Box>
      ),
    },
    { field: 'position_title', headerName: 'Position', flex: 1, minWidth: 110 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <OfferStatusChip status={offerStatusOf(row.status)} />
          {row.version > 1 && <Typography variant="caption">{ADMIN_OFFER_TEXT.version(row.version)}</Typography>}
        </Stack>
      ),
    },
    {
      field: 'progress',
      headerName: 'Progress',
      minWidth: 100,
      renderCell: ({ row }) => (
        <Box sx={{ width: '100%' }}>
          <LinearProgress
            variant="determinate"
            value={progressOf(row)}
            aria-label={`Progress of ${row.candidate.name}`}
          />
          <Typography variant="caption">{progressOf(row)}%</Typography>
        </Box>
      ),
    },
    {
      field: 'created_at',
      headerName: 'Created',
      minWidth: 110,
      valueFormatter: (value: Date) => formatDay(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setHistoryOf(row.application_id)}
            aria-label={`History of ${row.candidate.name}'s offer`}
          >
            {ADMIN_OFFER_TEXT.history}
          </Button>
          {isOpenOffer(offerStatusOf(row.status)) && (
            <Button
              size="small"
              color="error"
              onClick={() => setWithdrawing(adminOfferView(row))}
              aria-label={`Withdraw ${row.candidate.name}'s offer`}
            >
              {ADMIN_OFFER_TEXT.withdraw}
            </Button>
          )}
          {row.candidate.linkedin_profile ? (
            // Padded to a 24 px target beside the buttons (WCAG 2.2 target size).
            <Link
              href={row.candidate.linkedin_profile}
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
          <Chip label={`${count ?? '…'} offers`} color="primary" data-testid="offers-count" />
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
      <CardGrid columns={6}>
        <StatCard title="Total Offers" value={counts?.total_offers} />
        <StatCard title="Pending" value={counts?.pending_offers} />
        <StatCard title="In Progress" value={counts?.in_progress_offers} />
        <StatCard title="Accepted" value={counts?.accepted_offers} />
        <StatCard title="Rejected" value={counts?.rejected_offers} />
        <StatCard title="Withdrawn" value={counts?.withdrawn_offers} />
      </CardGrid>
      <FilterBar>
        <SearchField label="Search by name, email or position" value={search} onChange={setSearch} />
        <FilterSelect
          id="offer-filter"
          label="Status"
          value={filter}
          options={OFFER_FILTERS}
          onChange={setFilter}
          minWidth={200}
        />
        <PostingFilter choices={postings.choicesOf('recruiting')} value={posting} onChange={setPosting} />
      </FilterBar>
      <LiveTableGrid
        table={table}
        label="Job offers"
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={ADMIN_MESSAGES.offersFailed}
        empty={{
          title: ADMIN_MESSAGES.offersEmpty,
          hint: filtered ? ADMIN_MESSAGES.offersEmptyFiltered : ADMIN_MESSAGES.offersEmptyNone,
        }}
      />
      <WithdrawOfferDialog
        offer={withdrawing && { id: withdrawing.id, name: withdrawing.users.name }}
        onClose={() => setWithdrawing(null)}
      />
      <RecruitingApplicationDialog id={historyOf} onClose={() => setHistoryOf(null)} />
    </AdminPage>
  );
}
