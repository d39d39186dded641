// A status change the server refused because it would withdraw an accepted offer: the admin is
// asked once more (OfferWithdrawalConfirm, in the admin layout) and may confirm it.
import type { AdminRecruitingStatus } from '@careers/domain/recruiting';
import { create } from 'zustand';

/** The change waiting for the admin's confirmation, with the server's message. */
export interface PendingOfferWithdrawal {
  id: string;
  status: AdminRecruitingStatus;
  message: string;
}

interface OfferConfirmationState {
  pending: PendingOfferWithdrawal | null;
  ask: (pending: PendingOfferWithdrawal) => void;
  close: () => void;
}

export const useOfferConfirmation = create<OfferConfirmationState>((set) => ({
  pending: null,
  ask: (pending) => set({ pending }),
  close: () => set({ pending: null }),
}));
