import Box from '@mui/material/Box';

/** A small green status label ('Open', 'Open Position'). */
export function JobBadge({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: '#dcfce7',
        color: '#166534',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
