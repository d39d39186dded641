import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NDA_DOCUMENT } from '@careers/domain/recruiting';
import { useState } from 'react';
import { LegalText } from './LegalText';

/** Step 4 after a qualifying submission: read the NDA, agree to it, sign it. */
export function NdaStep({ busy, onSign }: { busy: boolean; onSign: () => void }) {
  const [read, setRead] = useState(false);
  const [agreed, setAgreed] = useState(false);

  return (
    <Box>
      <Typography variant="h5" component="h3" color="success.main" gutterBottom>
        Congratulations! You&apos;re Qualified
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You meet our criteria. Please read and sign the Non-Disclosure Agreement to schedule your interview.
      </Typography>
      <LegalText document={NDA_DOCUMENT} />
      <Stack>
        <FormControlLabel
          control={
            <Checkbox
              checked={read}
              onChange={(event) => {
                setRead(event.target.checked);
                if (!event.target.checked) setAgreed(false);
              }}
            />
          }
          label="I have read the Non-Disclosure Agreement"
        />
        <FormControlLabel
          control={<Checkbox checked={agreed} disabled={!read} onChange={(event) => setAgreed(event.target.checked)} />}
          label="I agree to the terms of the Non-Disclosure Agreement"
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          variant="contained"
          disabled={!read || !agreed || busy}
          onClick={onSign}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Sign NDA
        </Button>
      </Box>
    </Box>
  );
}
