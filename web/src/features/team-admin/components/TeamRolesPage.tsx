import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE } from '@careers/domain/recruiting';
import {
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  teamEmailKey,
  type TeamMemberSort,
  type TeamRole,
} from '@careers/domain/team';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { AdminPage, BreakableText, FilterBar, FilterSelect, LiveTableGrid } from '../../admin-kit';
import {
  useGrantRole,
  useRoleChanging,
  useTeamMembersTable,
  type TeamMembersView,
  type TeamRow,
} from '../api/team-admin-api';
import { TEAM_ROLES_TEXT } from '../content';
import { GrantRoleForm } from './GrantRoleForm';
import { RemoveMemberDialog } from './RemoveMemberDialog';

type RoleFilter = TeamRole | 'all';

const ROLE_FILTERS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: TEAM_ROLES_TEXT.allRoles },
  ...TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] })),
];

type ChangeRole = (row: TeamRow, role: TeamRole) => Promise<void>;

/**
 * Team & roles: who holds which role in the admin area. A form grants a role to an address; the
 * grants show live (by address unless sorted otherwise, filtered by role), each with its role to
 * change in place and its removal behind a confirmation. The signed-in admin's own row cannot be
 * changed (the server refuses it).
 */
export default function TeamRolesPage() {
  const { email: ownEmail } = useAuth();
  const [role, setRole] = useState<RoleFilter>('all');
  const [sort, setSort] = useState<Pick<TeamMembersView, 'sort' | 'direction'>>({ sort: 'email', direction: 'asc' });
  const view: TeamMembersView = useMemo(
    () => ({ statuses: role === 'all' ? undefined : [role], search: '', ...sort, pageSize: ADMIN_PAGE_SIZE.default }),
    [role, sort],
  );
  const table = useTeamMembersTable(view);
  const grant = useGrantRole();
  const [removing, setRemoving] = useState<string | null>(null);
  const isOwn = (row: TeamRow) => Boolean(ownEmail) && row.email === teamEmailKey(ownEmail);

  const changeRole: ChangeRole = async (row, next) => {
    // A row whose new role leaves the filter stays in view until the view changes.
    table.keep([row.id]);
    try {
      const { member } = await grant.mutateAsync({ email: row.email, role: next });
      toast.success(TEAM_MESSAGES.granted(member.email, member.role));
    } catch (error) {
      toast.error(errorMessage(error, TEAM_MESSAGES.saveFailed));
    }
  };

  const { columns: labels } = TEAM_ROLES_TEXT;
  const columns: GridColDef<TeamRow>[] = [
    {
      field: 'email',
      headerName: labels.email,
      flex: 1.4,
      minWidth: 180,
      renderCell: ({ row }) => <BreakableText text={row.email} />,
    },
    {
      field: 'role',
      headerName: labels.role,
      minWidth: 180,
      renderCell: ({ row }) => <RoleSelect row={row} own={isOwn(row)} onChange={changeRole} />,
    },
    {
      field: 'signed_in',
      headerName: labels.signedIn,
      minWidth: 90,
      valueGetter: (_value, row) => (row.uid ? TEAM_ROLES_TEXT.signedIn : TEAM_ROLES_TEXT.notSignedIn),
    },
    { field: 'granted_by', headerName: labels.grantedBy, flex: 1, minWidth: 120 },
    {
      field: 'updated_at',
      headerName: labels.updated,
      minWidth: 120,
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    {
      field: 'actions',
      headerName: labels.actions,
      minWidth: 100,
      renderCell: ({ row }) =>
        isOwn(row) ? (
          <Typography variant="body2" color="text.secondary">
            {TEAM_ROLES_TEXT.you}
          </Typography>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => setRemoving(row.email)}
            aria-label={TEAM_ROLES_TEXT.removeLabel(row.email)}
          >
            {TEAM_ROLES_TEXT.remove}
          </Button>
        ),
    },
  ];

  return (
    <AdminPage title={TEAM_ROLES_TEXT.title}>
      <GrantRoleForm ownEmail={ownEmail} />
      <FilterBar>
        <FilterSelect
          id="role-filter"
          label={TEAM_ROLES_TEXT.filter}
          value={role}
          options={ROLE_FILTERS}
          onChange={setRole}
          minWidth={200}
        />
      </FilterBar>
      <LiveTableGrid
        table={table}
        label={TEAM_ROLES_TEXT.tableLabel}
        onSort={(next: TeamMemberSort, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={TEAM_MESSAGES.loadFailed}
        empty={{ title: TEAM_ROLES_TEXT.empty }}
      />
      {removing && <RemoveMemberDialog email={removing} onClose={() => setRemoving(null)} />}
    </AdminPage>
  );
}

/**
 * A row's role, changed in place: disabled while a call about its address is in flight, and for
 * the admin's own row.
 */
function RoleSelect({ row, own, onChange }: { row: TeamRow; own: boolean; onChange: ChangeRole }) {
  const changing = useRoleChanging(row.email);
  return (
    <Select
      size="small"
      value={row.role}
      disabled={own || changing}
      onChange={(event) => {
        const next = event.target.value as TeamRole;
        if (next !== row.role) void onChange(row, next);
      }}
      inputProps={{ 'aria-label': TEAM_ROLES_TEXT.roleOf(row.email) }}
      // The grid's keyboard navigation would otherwise take the keys that move through the options.
      onKeyDown={(event) => event.stopPropagation()}
      sx={{ minWidth: 160, fontSize: 14 }}
    >
      {TEAM_ROLES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {TEAM_ROLE_LABELS[choice]}
        </MenuItem>
      ))}
    </Select>
  );
}
