import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A full-height waiting message: guards and loading states. */
export function CenteredMessage({ text, progress = true }: { text: string; progress?: boolean }) {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 4 }}>
      <Box sx={{ textAlign: 'center' }}>
        {progress && <CircularProgress size={32} sx={{ mb: 2 }} />}
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Box>
  );
}
