import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AdminMailHistoryResponse } from '@careers/domain/mail';
import { isOpenOffer, OFFER_STATUS_LABELS, offerProgress, offerStatusOf, type Offer } from '@careers/domain/offers';
import { useState } from 'react';
import { failureOf, type LiveAnswer } from '../../../lib/query';
import { AdminMailHistory } from '../../mail-admin';
import { ADMIN_MESSAGES, ADMIN_OFFER_TEXT } from '../content';
import { WithdrawOfferDialog } from './dialogs';

/**
 * The application's job offer: its position, status and how far the candidate has signed; with
 * `withdrawable`, the withdrawal of an open offer (with its reason).
 */
export function OfferSection({ offer, withdrawable = false }: { offer: Offer; withdrawable?: boolean }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const status = offerStatusOf(offer.status);
  const progress = offerProgress({ ...offer, status });
  return (
    <Box component="section" aria-labelledby="offer-progress">
      <Typography variant="h6" component="h3" id="offer-progress" gutterBottom>
        Job Offer
      </Typography>
      <Typography>
        {offer.position_title} · {OFFER_STATUS_LABELS[status]}
      </Typography>
      <LinearProgress variant="determinate" value={progress.percentage} aria-label="Offer progress" sx={{ my: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {progress.completed_steps} of 4 steps
      </Typography>
      {withdrawable && isOpenOffer(offer.status) && (
        <>
          <Button color="error" variant="outlined" onClick={() => setWithdrawing(true)} sx={{ mt: 1 }}>
            {ADMIN_OFFER_TEXT.withdraw}
          </Button>
          <WithdrawOfferDialog
            offer={withdrawing ? { id: offer.id, name: offer.candidate.name } : null}
            onClose={() => setWithdrawing(false)}
          />
        </>
      )}
    </Box>
  );
}

/** The mails sent to the application's candidate, with a failed one's Send again. */
export function EmailsSection({ mails }: { mails: LiveAnswer<AdminMailHistoryResponse> }) {
  return (
    <Box component="section" aria-labelledby="emails-sent">
      <Typography variant="h6" component="h3" id="emails-sent" gutterBottom>
        {ADMIN_MESSAGES.emailsSent}
      </Typography>
      {/* A failed refresh (a poll, Send again) is told too, above the mails still shown. */}
      {failureOf(mails) && <Alert severity="error">{ADMIN_MESSAGES.emailsFailed}</Alert>}
      {mails.status === 'success' && (
        <AdminMailHistory
          mails={mails.data.mails}
          emptyText={ADMIN_MESSAGES.noEmails}
          testId="application-emails"
          onResent={mails.retry}
        />
      )}
    </Box>
  );
}
