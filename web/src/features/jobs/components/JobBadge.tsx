import Box from '@mui/material/Box';

/** A small status label: green for an open posting ('Open', 'Open Position'), grey for a closed one. */
export function JobBadge({ label, closed = false }: { label: string; closed?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: closed ? '#e5e7eb' : '#dcfce7',
        color: closed ? '#374151' : '#166534',
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
