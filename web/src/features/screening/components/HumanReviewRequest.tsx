import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  HUMAN_REVIEW_FROM,
  HUMAN_REVIEW_MESSAGES,
  HUMAN_REVIEW_REASON_MAX,
  type HumanReviewMirror,
  type ScreeningStatus,
} from '@careers/domain/screening';
import { useId, useState } from 'react';
import { TextInput } from '../../../components/TextInput';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRequestHumanReview } from '../api/screening-api';
import { HUMAN_REVIEW_TEXTS } from '../messages';

/**
 * Beside a result: a request already made says whether a person has decided it; else, once the
 * assessment decided (HUMAN_REVIEW_FROM), the button that asks for one, with an optional reason.
 * Nothing for any other status. `review` is the status mirror's (null before a request).
 */
export function HumanReviewRequest({
  status,
  review,
  jobSlug,
}: {
  status: ScreeningStatus;
  review: HumanReviewMirror | null;
  jobSlug?: string;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Sent, and the mirror not yet followed: the request waits (asking again would only be refused).
  const [sent, setSent] = useState(false);
  const request = useRequestHumanReview(
    {
      onSuccess: () => {
        setSent(true);
        setOpen(false);
        toast.success(HUMAN_REVIEW_MESSAGES.requested);
      },
      onError: (error) => toast.error(errorMessage(error, HUMAN_REVIEW_MESSAGES.failed)),
    },
    jobSlug,
  );

  if (review || sent) {
    return (
      <Typography sx={{ mb: 3 }} data-testid="human-review-state">
        {review?.decided_at ? HUMAN_REVIEW_MESSAGES.decided : HUMAN_REVIEW_MESSAGES.waiting}
      </Typography>
    );
  }
  if (!(HUMAN_REVIEW_FROM as readonly ScreeningStatus[]).includes(status)) return null;

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 3 }}>
        {HUMAN_REVIEW_MESSAGES.ask}
      </Button>
      <Dialog
        open={open}
        onClose={() => !request.isPending && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{HUMAN_REVIEW_MESSAGES.ask}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{HUMAN_REVIEW_TEXTS.explain}</DialogContentText>
          <TextInput
            label={HUMAN_REVIEW_MESSAGES.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            disabled={request.isPending}
            helperText={HUMAN_REVIEW_TEXTS.reasonCount(reason.length, HUMAN_REVIEW_REASON_MAX)}
            htmlInput={{ maxLength: HUMAN_REVIEW_REASON_MAX }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={request.isPending}>
            {HUMAN_REVIEW_TEXTS.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={() => request.mutate(reason)}
            disabled={request.isPending}
            startIcon={request.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {HUMAN_REVIEW_MESSAGES.send}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
