// Emulator build only (see SignInPage): sign in as a demo account or any email, without
// Google's popup, which cannot load offline. Never part of a production build.
import { DEMO_ACCOUNTS } from '@careers/domain/testing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { darken, lighten } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';

interface Props {
  busy: boolean;
  onSignIn: (email: string, name?: string) => void;
}

export default function EmulatorSignIn({ busy, onSignIn }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onSignIn(email.trim(), name.trim() || undefined);
  };

  return (
    <Box component="section" aria-labelledby="emulator-sign-in" sx={{ mt: 4, textAlign: 'left' }}>
      <Divider sx={{ mb: 3 }}>
        {/* The warning colours of MUI's standard Alert: white on warning orange is 3.1:1, short of AA. */}
        <Chip
          label="Local emulator"
          size="small"
          sx={(theme) => ({
            bgcolor: lighten(theme.palette.warning.light, 0.9),
            color: darken(theme.palette.warning.light, 0.6),
          })}
        />
      </Divider>
      <Typography id="emulator-sign-in" variant="h6" component="h2">
        Demo accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The emulator build signs in without Google. Pick a demo account or type any email to sign in as a new Google
        user.
      </Typography>
      <Stack spacing={1}>
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.uid}
            variant="outlined"
            disabled={busy}
            onClick={() => onSignIn(account.email, account.name)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
          >
            <Box>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {account.name}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {account.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {account.description}
              </Typography>
            </Box>
          </Button>
        ))}
      </Stack>
      <Box component="form" onSubmit={submit} sx={{ mt: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput
            label="Email"
            type="email"
            size="small"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ flex: 2 }}
          />
          <TextInput
            label="Name (optional)"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1.5 }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            Sign in
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
