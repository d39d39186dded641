import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** Back and Next under a form step. */
export function StepActions({
  onBack,
  nextLabel = 'Next',
  nextDisabled = false,
  busy = false,
}: {
  onBack?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
      {onBack ? (
        <Button variant="outlined" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={nextDisabled || busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {nextLabel}
      </Button>
    </Box>
  );
}
