import {
  SALES_REDIRECT_DELAY_MS,
  toStoredSalesApplication,
  type SalesApplicationValues,
  type StoredSalesApplication,
} from '@careers/domain/sales';
import { SALES_TOASTS } from './content';

/** What submitting the sales form does outside itself: storage, toasts, navigation. */
export interface SalesSubmitEffects {
  /** Stores the record; throws when the browser refuses. */
  save: (record: StoredSalesApplication) => void;
  success: (title: string, description: string) => void;
  error: (message: string) => void;
  /** Goes to the confirmation page. */
  redirect: () => void;
  now?: () => Date;
}

/**
 * Submits a valid sales form: stores it with `submittedAt`, toasts
 * 'Application submitted!', and goes to the confirmation page SALES_REDIRECT_DELAY_MS later.
 * No server call. Returns a cancel for the pending redirect, or null when storing failed.
 */
export function submitSalesApplication(
  values: SalesApplicationValues,
  effects: SalesSubmitEffects,
): (() => void) | null {
  try {
    effects.save(toStoredSalesApplication(values, effects.now?.() ?? new Date()));
  } catch (error) {
    console.warn('Sales application not stored', error);
    effects.error(SALES_TOASTS.saveFailed);
    return null;
  }
  effects.success(SALES_TOASTS.submitted, SALES_TOASTS.redirecting);
  const timer = setTimeout(effects.redirect, SALES_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
