import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@careers/domain/shared';

const RETURN_TO_JOBS = { label: 'Return to Jobs', to: ROUTES.home };

/** The way out of the flow's closing screens: a primary link ('Return to Jobs' unless told) and 'View My Profile'. */
export function ExitLinks({ primary = RETURN_TO_JOBS }: { primary?: { label: string; to: string } }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button component={RouterLink} to={primary.to} variant="contained">
        {primary.label}
      </Button>
      <Button component={RouterLink} to={ROUTES.profile} variant="outlined">
        View My Profile
      </Button>
    </Stack>
  );
}
