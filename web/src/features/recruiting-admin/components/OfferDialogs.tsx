// The two dialogs about a job offer an admin meets: confirming a move that withdraws an accepted
// offer (asked after the server refused the move unconfirmed), and withdrawing an open offer from
// Job Offers Management with a reason.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { OFFER_MESSAGES, WITHDRAWAL_REASON_MAX } from '@careers/domain/offers';
import { useState } from 'react';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useUpdateStatus, useWithdrawOffer } from '../api/admin-api';
import { ADMIN_OFFER_TEXT, ADMIN_MESSAGES } from '../content';
import { announceStatusChange } from '../hooks/useStatusChange';
import { useOfferConfirmation } from '../stores/offer-confirmation';

/** Asks to confirm a status change that withdraws an accepted offer (rendered once, by the recruiting area's admin shell: app/layout/AdminShell.tsx). */
export function OfferWithdrawalConfirm() {
  const { pending, close } = useOfferConfirmation();
  const update = useUpdateStatus();
  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { id: pending.id, status: pending.status, confirmOfferWithdrawal: true },
      {
        onSuccess: (answer) => {
          close();
          announceStatusChange(answer);
        },
        onError: (error) => toast.error(errorMessage(error, ADMIN_MESSAGES.statusFailed)),
      },
    );
  };
  return (
    <Dialog open={pending !== null} onClose={close} aria-labelledby="offer-confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="offer-confirm-title">{ADMIN_OFFER_TEXT.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{pending?.message}</DialogContentText>
        <DialogContentText>{ADMIN_OFFER_TEXT.confirmNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{ADMIN_OFFER_TEXT.cancel}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={update.isPending}>
          {ADMIN_OFFER_TEXT.confirmButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Withdraws an open offer with a reason (required; kept in the audit log). */
/** The withdrawal of an open offer (`offer`: its id and the candidate's name; null: closed), with its reason. */
export function WithdrawOfferDialog({
  offer,
  onClose,
}: {
  offer: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawOffer();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!offer) return;
    if (!reason.trim()) {
      setError(OFFER_MESSAGES.withdrawReasonRequired);
      return;
    }
    withdraw.mutate(
      { offerId: offer.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(ADMIN_OFFER_TEXT.withdrawn);
          close();
        },
        onError: (failure) => setError(errorMessage(failure, ADMIN_OFFER_TEXT.withdrawFailed)),
      },
    );
  };
  return (
    <Dialog open={offer !== null} onClose={close} aria-labelledby="withdraw-offer-title" maxWidth="sm" fullWidth>
      <DialogTitle id="withdraw-offer-title">{ADMIN_OFFER_TEXT.withdrawTitle(offer?.name ?? '')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{ADMIN_OFFER_TEXT.withdrawNote}</DialogContentText>
        <TextInput
          label={ADMIN_OFFER_TEXT.withdrawReason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          multiline
          minRows={3}
          fullWidth
          required
          error={error !== null}
          htmlInput={{ maxLength: WITHDRAWAL_REASON_MAX }}
        />
        {error && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{ADMIN_OFFER_TEXT.cancel}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={withdraw.isPending}>
          {ADMIN_OFFER_TEXT.withdrawButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
