// Toasts for code on the first screen (the auth provider): the toast library loads when the
// first toast is shown, not with the page. Screens that load later import `toast` from sonner.

/** Shows a success toast (sonner's toast.success). */
export function toastSuccess(message: string): void {
  void import('sonner').then(({ toast }) => toast.success(message));
}

/** Shows an error toast (sonner's toast.error). */
export function toastError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
