// The submitted sales application in the browser's local storage: the form makes no server
// call, and /success reads the record back.
import { parseStoredSalesApplication, type StoredSalesApplication } from '@careers/domain/sales';
import { SALES_APPLICATION_STORAGE_KEY } from './content';

/** Stores the submitted application; throws when the browser refuses (storage disabled or full). */
export function saveSalesApplication(record: StoredSalesApplication, storage: Storage = window.localStorage): void {
  storage.setItem(SALES_APPLICATION_STORAGE_KEY, JSON.stringify(record));
}

/** The stored application, or null when there is none, it is unreadable, or storage is unavailable. */
export function readSalesApplication(storage?: Storage): StoredSalesApplication | null {
  try {
    return parseStoredSalesApplication((storage ?? window.localStorage).getItem(SALES_APPLICATION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Forgets the stored application ('Start New Application'). */
export function clearSalesApplication(storage?: Storage): void {
  try {
    (storage ?? window.localStorage).removeItem(SALES_APPLICATION_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}
