import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExitLinks } from './ExitLinks';

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
      <ExitLinks />
    </Box>
  );
}
