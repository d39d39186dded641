import { OFFER_ERRORS } from '@careers/domain/offers';
import { RECRUITING_STATUS_LABELS, type AdminRecruitingStatus } from '@careers/domain/recruiting';
import { toast } from '../../../lib/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { useUpdateStatus, type StatusChangeAnswer } from '../api/admin-api';
import { ADMIN_OFFER_TEXT, ADMIN_MESSAGES } from '../content';
import { useOfferConfirmation } from '../stores/offer-confirmation';

/** The toasts of a status change that went through: the spec's, and what happened to the offer. */
export function announceStatusChange(answer: StatusChangeAnswer) {
  toast.success(ADMIN_MESSAGES.statusUpdated);
  if (answer.offer) toast.info(ADMIN_OFFER_TEXT.offerWithdrawnByMove);
}

/**
 * Changes a status through the API and says how it went ('Status updated successfully' / 'Failed
 * to update status'), the toasts following the call even when the row's component is gone. A move
 * that would withdraw an accepted offer is refused by the server until confirmed: the admin is
 * asked (OfferWithdrawalConfirm) instead of told it failed. `keep` keeps the row on its table
 * with its new status.
 */
export function useStatusChange(keep?: (ids: readonly string[]) => void) {
  const update = useUpdateStatus();
  const ask = useOfferConfirmation((state) => state.ask);
  return async (id: string, status: AdminRecruitingStatus) => {
    keep?.([id]);
    try {
      announceStatusChange(await update.mutateAsync({ id, status }));
    } catch (error) {
      const message = errorMessage(error, ADMIN_MESSAGES.statusFailed);
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        message === OFFER_ERRORS.acceptedNeedsConfirmation(RECRUITING_STATUS_LABELS[status])
      ) {
        ask({ id, status, message });
        return;
      }
      console.error(error);
      toast.error(ADMIN_MESSAGES.statusFailed);
    }
  };
}
