import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useSignOutToHome } from '../../auth/hooks/useSignOutToHome';

const links = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Applications', to: '/admin/applications' },
  { label: 'Interviews', to: '/admin/interviews' },
  { label: 'Job Offers', to: '/admin/job-offers' },
  { label: 'Our Team', to: '/admin/team' },
  { label: 'Full-Stack Screening', to: '/admin/fullstack-screening' },
];

/** The recruiting admin shell (behind RequireAdmin). */
export default function AdminLayout() {
  const signOut = useSignOutToHome();
  return (
    <SidebarLayout
      title="Admin"
      links={links}
      footer={
        <>
          <Button component={RouterLink} to="/" variant="outlined">
            Main Site
          </Button>
          <Button variant="text" onClick={signOut}>
            Sign Out
          </Button>
        </>
      }
    />
  );
}
