import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One number of a dashboard, labelled (the label names the tile for tests and assistive technology). */
export function StatTile({ label, value }: { label: string; value: number | undefined }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={id}>
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={id}>
        {value ?? '–'}
      </Typography>
    </Paper>
  );
}
