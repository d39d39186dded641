// Toasts for code on a first screen (the auth provider, the admin screens before their first rows):
// the toast library loads when the first toast is shown, not with the page. Toasts keep the order
// they were asked in (one import, resolved once). Screens that load later may import `toast` from
// sonner.

type Kind = 'success' | 'error' | 'info' | 'warning';

const show = (kind: Kind) => (message: string) => {
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message));
};

/** sonner's toast kinds, each loading sonner with the first toast. */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };

/** Shows a success toast (sonner's toast.success). */
export const toastSuccess = toast.success;

/** Shows an error toast (sonner's toast.error). */
export const toastError = toast.error;
