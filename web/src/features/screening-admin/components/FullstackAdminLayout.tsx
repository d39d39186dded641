import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@careers/domain/shared';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useAuth, useSignOutToHome } from '../../auth';

const links = [
  { label: 'Dashboard', to: ROUTES.fullstackAdmin.dashboard },
  { label: 'Applications', to: ROUTES.fullstackAdmin.applications },
  { label: 'Shortlisted', to: ROUTES.fullstackAdmin.shortlisted },
  { label: 'Team', to: ROUTES.fullstackAdmin.team },
];

/** The full-stack admin shell (behind RequireAdmin). */
export default function FullstackAdminLayout() {
  const { displayName, user } = useAuth();
  const signOut = useSignOutToHome();
  return (
    <SidebarLayout
      title="Fullstack Admin Dashboard"
      links={links}
      footer={
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {user?.email}
          </Typography>
          <Button component={RouterLink} to={ROUTES.home} variant="outlined">
            Main Site
          </Button>
          <Button component={RouterLink} to={ROUTES.admin.root} variant="outlined">
            Main Admin
          </Button>
          <Button variant="text" onClick={signOut}>
            Sign Out
          </Button>
        </>
      }
    />
  );
}
