// The one admin shell: a sidebar of an admin area's links and buttons beside its routed screen. The
// two areas' sidebars of the specification (the recruiting admin's and the full-stack admin's) are
// its configuration, ADMIN_SIDEBARS; the router mounts it once per area, behind RequireAdmin.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@careers/domain/shared';
import { Suspense, type ComponentType } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router';
import { CenteredMessage } from '../../components/CenteredMessage';
import { ScrollToTop } from '../../components/ScrollToTop';
import { useAuth, useSignOutToHome } from '../../features/auth';
import { OfferWithdrawalConfirm } from '../../features/recruiting-admin/components/dialogs';

interface AdminSidebar {
  title: string;
  links: { label: string; to: string }[];
  /** Who is signed in, above the buttons. */
  showsAccount: boolean;
  /** A 'Main Admin' button back to the recruiting admin. */
  linksMainAdmin: boolean;
  /** Dialogs any screen of the area may open (mounted once, beside the screens). */
  dialogs?: ComponentType;
}

export type AdminArea = 'recruiting' | 'fullstack';

/** The specification's two admin sidebars. */
export const ADMIN_SIDEBARS: Record<AdminArea, AdminSidebar> = {
  recruiting: {
    title: 'Admin',
    links: [
      { label: 'Dashboard', to: ROUTES.admin.dashboard },
      { label: 'Applications', to: ROUTES.admin.applications },
      { label: 'Interviews', to: ROUTES.admin.interviews },
      { label: 'Job Offers', to: ROUTES.admin.jobOffers },
      { label: 'Positions', to: ROUTES.admin.positions },
      { label: 'Our Team', to: ROUTES.admin.team },
      { label: 'Team & roles', to: ROUTES.admin.teamRoles },
      { label: 'Full-Stack Screening', to: ROUTES.admin.screening },
      { label: 'Fairness', to: ROUTES.admin.fairness },
      { label: 'Analytics', to: ROUTES.admin.analytics },
      { label: 'Fullstack Admin', to: ROUTES.fullstackAdmin.root },
    ],
    showsAccount: false,
    linksMainAdmin: false,
    dialogs: OfferWithdrawalConfirm,
  },
  fullstack: {
    title: 'Fullstack Admin Dashboard',
    links: [
      { label: 'Dashboard', to: ROUTES.fullstackAdmin.dashboard },
      { label: 'Applications', to: ROUTES.fullstackAdmin.applications },
      { label: 'Shortlisted', to: ROUTES.fullstackAdmin.shortlisted },
      { label: 'Team', to: ROUTES.fullstackAdmin.team },
      { label: 'Analytics', to: ROUTES.fullstackAdmin.analytics },
    ],
    showsAccount: true,
    linksMainAdmin: true,
  },
};

/** An admin area's shell: its sidebar (title, links, account, buttons) and the routed screen. */
export function AdminShell({ area }: { area: AdminArea }) {
  const { title, links, showsAccount, linksMainAdmin, dialogs: Dialogs } = ADMIN_SIDEBARS[area];
  const { displayName, user } = useAuth();
  const signOut = useSignOutToHome();
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100vh' }}>
      <ScrollToTop />
      {Dialogs && <Dialogs />}
      <Box
        component="aside"
        sx={{
          width: { md: 260 },
          flexShrink: 0,
          borderRight: { md: 1 },
          borderBottom: { xs: 1, md: 0 },
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        <Typography variant="h6" sx={{ p: 2, fontWeight: 700 }}>
          {title}
        </Typography>
        <Divider />
        <List component="nav" aria-label={title}>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          {showsAccount && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {user?.email}
              </Typography>
            </>
          )}
          <Button component={RouterLink} to={ROUTES.home} variant="outlined">
            Main Site
          </Button>
          {linksMainAdmin && (
            <Button component={RouterLink} to={ROUTES.admin.root} variant="outlined">
              Main Admin
            </Button>
          )}
          <Button variant="text" onClick={signOut}>
            Sign Out
          </Button>
        </Stack>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Suspense fallback={<CenteredMessage text="Loading..." />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
