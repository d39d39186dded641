import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { lazyAfterFirstRows } from '../../../lib/first-rows';
import { useAuth } from '../../auth';
import { useDownloadMyData } from '../api/data-rights-api';
import { DATA_RIGHTS_TEXT } from '../data-rights-content';

/** The erase's confirmation (a dialog, its field and the erase call): loaded once the profile's buttons show. */
const DeleteAccountDialog = lazyAfterFirstRows(async () => ({
  default: (await import('./DeleteAccountDialog')).DeleteAccountDialog,
}));

/** /profile's "Your data": download everything stored about the person, or delete the account and data. */
export function YourDataSection() {
  const { email } = useAuth();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    try {
      await download.mutateAsync();
      toast.success(DATA_RIGHTS_TEXT.downloaded);
    } catch (error) {
      toast.error(errorMessage(error, DATA_RIGHTS_TEXT.downloadFailed));
    }
  };

  return (
    <Box component="section" aria-labelledby="your-data-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="your-data-heading" gutterBottom>
        {DATA_RIGHTS_TEXT.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {DATA_RIGHTS_TEXT.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => void onDownload()}
          disabled={download.isPending}
          startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {download.isPending ? DATA_RIGHTS_TEXT.downloading : DATA_RIGHTS_TEXT.download}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {DATA_RIGHTS_TEXT.delete}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} email={email || null} onClose={() => setDeleting(false)} />
    </Box>
  );
}
