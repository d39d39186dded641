import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Step 4 after a criteria failure: thanks, and the rejection message. */
export function CriteriaFailedStep({ message }: { message: string }) {
  return (
    <Box>
      <Typography variant="h5" component="h3" gutterBottom>
        Thank You for Applying
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We appreciate the time you took to apply. Keep an eye on our open positions: new roles open regularly.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Jobs
        </Button>
        <Button component={RouterLink} to="/profile" variant="outlined">
          View My Profile
        </Button>
      </Stack>
    </Box>
  );
}
