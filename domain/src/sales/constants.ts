// The sales application's business constants, in a module of their own free of yup: the light
// sales landing page uses them without loading the form's schemas.

/** From the submit toast to the confirmation page: 1.5 seconds. */
export const SALES_REDIRECT_DELAY_MS = 1500;

/** How long the first review of a sales application takes. */
export const SALES_REVIEW_PERIOD = '2-3 business days';
