import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@careers/domain/shared';
import { SidebarLayout } from '../../../components/SidebarLayout';
import { useSignOutToHome } from '../../auth';
import { OfferWithdrawalConfirm } from './OfferDialogs';

const links = [
  { label: 'Dashboard', to: ROUTES.admin.dashboard },
  { label: 'Applications', to: ROUTES.admin.applications },
  { label: 'Interviews', to: ROUTES.admin.interviews },
  { label: 'Job Offers', to: ROUTES.admin.jobOffers },
  { label: 'Positions', to: ROUTES.admin.positions },
  { label: 'Our Team', to: ROUTES.admin.team },
  { label: 'Full-Stack Screening', to: ROUTES.admin.screening },
  { label: 'Fullstack Admin', to: ROUTES.fullstackAdmin.root },
];

/** The recruiting admin shell (behind RequireAdmin). */
export default function AdminLayout() {
  const signOut = useSignOutToHome();
  return (
    <>
      <OfferWithdrawalConfirm />
      <SidebarLayout
        title="Admin"
        links={links}
        footer={
          <>
            <Button component={RouterLink} to={ROUTES.home} variant="outlined">
              Main Site
            </Button>
            <Button variant="text" onClick={signOut}>
              Sign Out
            </Button>
          </>
        }
      />
    </>
  );
}
