/** The routes of the sales pages (design: /sales is the landing page, /sales/apply the form). */
export const SALES_PATHS = {
  landing: '/sales',
  apply: '/sales/apply',
  success: '/success',
} as const;
