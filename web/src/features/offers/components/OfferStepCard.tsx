import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  OFFER_ERRORS,
  OFFER_MESSAGES,
  REJECTION_REASON_MAX,
  SIGNED_NAME_MAX,
  type OfferDocType,
  type OfferResponse,
} from '@careers/domain/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { isoDay } from '../../../lib/dates';
import { useAuth } from '../../auth';
import { SecureDocumentViewer } from '../../secure-documents';
import {
  useAcceptOffer,
  useOfferDocument,
  useRejectOffer,
  useSignDocument,
  type DisplayedDocument,
} from '../api/offers-api';
import { OFFER_TEXT } from '../content';

/** The current step: a document to read and sign (steps 1-3), or the final acceptance (step 4). */
export function OfferStepCard({ view }: { view: OfferResponse }) {
  const { current_step: step, offer } = view;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="offer-step-title">
      <Typography variant="h6" component="h2" id="offer-step-title">
        Step {step.step}: {step.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {step.message}
      </Typography>
      {step.doc_type ? (
        // One form per document: a name typed for one is never carried to the next.
        <SignDocument key={step.doc_type} offerId={offer.id} docType={step.doc_type} />
      ) : (
        <FinalAcceptance offerId={offer.id} />
      )}
      <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <RejectOffer offerId={offer.id} />
      </Box>
    </Paper>
  );
}

function SignDocument({ offerId, docType }: { offerId: string; docType: OfferDocType }) {
  const shown = useOfferDocument(offerId, docType);
  if (shown.status === 'success') return <SignShownDocument offerId={offerId} docType={docType} shown={shown.data} />;
  if (shown.status === 'error') {
    return (
      <Box role="alert" sx={{ py: 2 }}>
        <Typography sx={{ mb: 1 }}>{OFFER_TEXT.documentFailed}</Typography>
        <Button variant="outlined" onClick={shown.retry}>
          {OFFER_TEXT.tryAgain}
        </Button>
      </Box>
    );
  }
  return <Typography sx={{ py: 2 }}>{OFFER_TEXT.loadingDocument}</Typography>;
}

/** The document as displayed, and the typed-name form that signs exactly that text. */
function SignShownDocument({
  offerId,
  docType,
  shown,
}: {
  offerId: string;
  docType: OfferDocType;
  shown: DisplayedDocument;
}) {
  const { email } = useAuth();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const sign = useSignDocument(offerId);
  const today = isoDay();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signedName = name.trim();
    if (!signedName) {
      setError(OFFER_MESSAGES.nameRequired);
      return;
    }
    try {
      await sign.mutateAsync({ docType, signedName, shown });
      setName('');
      toast.success(OFFER_TEXT.signed);
    } catch (failure) {
      const message = errorMessage(failure, OFFER_MESSAGES.signFailed);
      if (message === OFFER_ERRORS.staleDocument) setStale(true);
      toast.error(message);
    }
  };

  return (
    <>
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void client.invalidateQueries({ queryKey: ['offers', 'document', offerId, docType] })}
            >
              {OFFER_TEXT.reloadDocument}
            </Button>
          }
        >
          {OFFER_ERRORS.staleDocument}
        </Alert>
      )}
      <SecureDocumentViewer document={shown.document} viewerEmail={email} viewedOn={today} />
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            label={OFFER_TEXT.signLabel}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? OFFER_TEXT.signNote}
            htmlInput={{ maxLength: SIGNED_NAME_MAX, autoComplete: 'name' }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={!name.trim() || sign.isPending}>
            {OFFER_TEXT.signButton}
          </Button>
        </Stack>
      </Box>
    </>
  );
}

function FinalAcceptance({ offerId }: { offerId: string }) {
  const accept = useAcceptOffer(offerId);
  const onAccept = async () => {
    try {
      await accept.mutateAsync(undefined);
      toast.success(OFFER_TEXT.accepted);
    } catch (failure) {
      toast.error(errorMessage(failure, OFFER_MESSAGES.acceptFailed));
    }
  };
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{OFFER_TEXT.startDateNote}</Typography>
      <Button
        variant="contained"
        color="success"
        size="large"
        onClick={() => void onAccept()}
        disabled={accept.isPending}
      >
        {OFFER_TEXT.acceptButton}
      </Button>
    </Box>
  );
}

function RejectOffer({ offerId }: { offerId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState(false);
  const reject = useRejectOffer(offerId);

  const onReject = async () => {
    setFailed(false);
    try {
      await reject.mutateAsync(reason.trim());
      setOpen(false);
      toast.success(OFFER_TEXT.rejected);
    } catch {
      setFailed(true);
      toast.error(OFFER_MESSAGES.rejectFailed);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {OFFER_TEXT.rejectButton}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="reject-offer-title" fullWidth maxWidth="sm">
        <DialogTitle id="reject-offer-title">{OFFER_TEXT.rejectTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{OFFER_TEXT.rejectText}</DialogContentText>
          <TextInput
            label={OFFER_TEXT.rejectReasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            htmlInput={{ maxLength: REJECTION_REASON_MAX }}
          />
          {failed && (
            <Typography color="error" role="alert" sx={{ mt: 2 }}>
              {OFFER_MESSAGES.rejectDialogFailed}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{OFFER_TEXT.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void onReject()} disabled={reject.isPending}>
            {OFFER_TEXT.rejectButton}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
