import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { confirmsErase, ERASE_CONFIRMATION_MAX, expectedConfirmation } from '@careers/domain/privacy';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useSignOutToHome } from '../../auth';
import { useEraseMyAccount } from '../api/data-rights-api';
import { DATA_RIGHTS_TEXT } from '../data-rights-content';

/**
 * The erase's confirmation: the person types their email address (the button is enabled only when
 * it matches), then the account and data are deleted, they are signed out and land on /.
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string | null;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const erase = useEraseMyAccount();
  const signOutToHome = useSignOutToHome();
  const expected = expectedConfirmation(email);
  const matches = confirmsErase(typed, email);

  const close = () => {
    if (erase.isPending) return;
    setTyped('');
    setFailure(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || erase.isPending) return;
    setFailure(null);
    try {
      const answer = await erase.mutateAsync(typed);
      toast.success(answer.message);
      await signOutToHome();
    } catch (error) {
      setFailure(errorMessage(error, DATA_RIGHTS_TEXT.deleteFailed));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="delete-account-title">{DATA_RIGHTS_TEXT.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{DATA_RIGHTS_TEXT.dialogText}</DialogContentText>
          <TextInput
            label={DATA_RIGHTS_TEXT.confirmLabel}
            helperText={DATA_RIGHTS_TEXT.confirmHelper(expected)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
            autoFocus
            htmlInput={{ maxLength: ERASE_CONFIRMATION_MAX, 'data-testid': 'delete-confirmation' }}
          />
          {failure && (
            <Typography color="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={erase.isPending}>
            {DATA_RIGHTS_TEXT.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || erase.isPending}>
            {erase.isPending ? DATA_RIGHTS_TEXT.deleting : DATA_RIGHTS_TEXT.confirmDelete}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
