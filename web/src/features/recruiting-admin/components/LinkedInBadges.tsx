import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** LinkedIn Verified or Unverified, and '100+ connections' or '<100 connections'. */
export function LinkedInBadges({ verified, hundred }: { verified: boolean; hundred: boolean }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={verified ? 'success' : 'default'} label={verified ? 'Verified' : 'Unverified'} />
      <Chip size="small" variant="outlined" label={hundred ? '100+ connections' : '<100 connections'} />
    </Stack>
  );
}
