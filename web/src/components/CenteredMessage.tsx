import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A full-height waiting message: guards and loading states. */
export function CenteredMessage({ text, progress = true }: { text: string; progress?: boolean }) {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 4 }}>
      <Box sx={{ textAlign: 'center' }}>
        {progress && (
          // A CSS spinner (MUI's CircularProgress would add its code to every page's first script).
          <Box
            aria-hidden
            sx={{
              width: 32,
              height: 32,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              border: 3,
              borderColor: 'primary.main',
              borderRightColor: 'transparent',
              animation: 'centered-message-spin 0.9s linear infinite',
              '@keyframes centered-message-spin': { to: { transform: 'rotate(360deg)' } },
            }}
          />
        )}
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Box>
  );
}
