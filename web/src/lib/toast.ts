// The app's one way to show a toast: sonner's kinds, with the library loaded when the first toast
// is shown, not with the page (a first screen needs none). Toasts keep the order they were asked in
// (one import, resolved once). Where they appear: components/Toasts.tsx. The lint refuses `toast`
// imported from sonner anywhere else.

type Kind = 'success' | 'error' | 'info' | 'warning';

/** What a toast may carry besides its message: a second line. */
interface ToastOptions {
  description?: string;
}

const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
};

/** sonner's toast kinds, each loading sonner with the first toast. */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
