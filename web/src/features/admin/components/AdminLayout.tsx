import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useAuth } from '../../auth/hooks/useAuth';

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
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <SidebarLayout
      title="Admin"
      links={links}
      footer={
        <>
          <Button component={RouterLink} to="/" variant="outlined">
            Main Site
          </Button>
          <Button variant="text" onClick={async () => (await signOut()) && navigate('/')}>
            Sign Out
          </Button>
        </>
      }
    />
  );
}
