import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@careers/domain/shared';
import { PageContainer } from './PageContainer';

/** Any path the app does not know. */
export default function NotFoundPage() {
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Oops! Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        Return to Home
      </Button>
    </PageContainer>
  );
}
