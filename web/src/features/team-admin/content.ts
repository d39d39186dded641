// The texts of the admin's Team & roles screen that the domain does not hold (the roles' names and
// scopes, and the calls' messages, are the domain's TEAM_ROLE_LABELS, TEAM_ROLE_SCOPES and
// TEAM_MESSAGES).

export const TEAM_ROLES_TEXT = {
  title: 'Team & roles',
  tableLabel: 'Team members',
  empty: 'No team members yet',
  grant: {
    heading: 'Grant a role',
    email: 'Email address',
    role: 'Role',
    submit: 'Grant role',
    note: 'The role applies as soon as the person signs in with this address, or at once if they already have.',
  },
  filter: 'Filter by role',
  allRoles: 'All roles',
  columns: {
    email: 'Email',
    role: 'Role',
    signedIn: 'Signed in',
    grantedBy: 'Granted by',
    updated: 'Updated',
    actions: 'Actions',
  },
  signedIn: 'Yes',
  notSignedIn: 'Not yet',
  /** Stands in the own row's actions: the server refuses a change of one's own role. */
  you: 'You',
  roleOf: (email: string) => `Role of ${email}`,
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: (email: string) => `Remove ${email} from the team?`,
  removeNote: 'They lose the access of their role at once. You can grant a role to this address again later.',
  cancel: 'Cancel',
} as const;
