/** The paths of the candidate's data-rights calls (the signed-in caller's own data). */
export const ME_API = {
  /** GET: everything stored about the caller, as a zip (data.json and the signing certificates). */
  export: '/api/me/export',
  /** POST { confirmation }: erases the caller's account and data. */
  erase: '/api/me/erase',
} as const;
