// How long each kind of data is kept: one place for the numbers the privacy page states, the
// writers of the expiring documents use and firestore.rules checks (a draft's expiry). Firestore's
// TTL policies (firestore.indexes.json) delete a document once its expiry field has passed,
// typically within 24 hours after (docs/security.md, "Retention (TTL)").

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention periods, in days (signature evidence in years). */
export const RETENTION = {
  /** An abandoned screening draft: this long after its last save (screeningDrafts/{uid}.expire_at). */
  screeningDraftDays: 90,
  /**
   * The allowance firestore.rules gives a draft's expire_at beyond screeningDraftDays after the
   * server's time: the browser sets it from its own clock, which may run a little ahead.
   */
  screeningDraftClockAllowanceDays: 1,
  /** A mail in the outbox (recipient, greeting, delivery record): this long after it was queued (mail/{id}.expire_at). */
  mailDays: 180,
  /**
   * Signature evidence (the address the platform saw, the forwarded-for header, the browser's user
   * agent): this long after signing, the NDA's 2-year term and the 3-year duty after it. Stated on
   * the privacy page; removing it when due is the data-erase work's (not automated yet).
   */
  signatureEvidenceYears: 5,
} as const;

/** When a document saved at `savedAt` and kept `days` days expires (its TTL field's value). */
export function expiresAt(savedAt: Date, days: number): Date {
  return new Date(savedAt.getTime() + days * DAY_MS);
}
