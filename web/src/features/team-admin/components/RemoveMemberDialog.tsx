import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TEAM_MESSAGES } from '@careers/domain/team';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRemoveMember } from '../api/team-admin-api';
import { TEAM_ROLES_TEXT } from '../content';

/**
 * Asks before taking an address's role away (DELETE), which ends the access at once. Closes once
 * removed; a refusal is toasted and the dialog stays, so the admin reads it and cancels.
 */
export function RemoveMemberDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(email, {
      onSuccess: () => {
        toast.success(TEAM_MESSAGES.removed(email));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, TEAM_MESSAGES.saveFailed)),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="team-remove-title" maxWidth="sm" fullWidth>
      <DialogTitle id="team-remove-title" sx={{ overflowWrap: 'break-word' }}>
        {TEAM_ROLES_TEXT.removeTitle(email)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{TEAM_ROLES_TEXT.removeNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEAM_ROLES_TEXT.cancel}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {TEAM_ROLES_TEXT.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
