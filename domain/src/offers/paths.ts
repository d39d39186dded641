/** The paths of the job offer calls (Express patterns: `:offerId` and `:docType` are parameters). */
export const OFFERS_API = {
  myOffers: '/api/offers/my-offers',
  offer: '/api/offers/:offerId',
  sign: '/api/offers/:offerId/sign/:docType',
  accept: '/api/offers/:offerId/accept',
  reject: '/api/offers/:offerId/reject',
  certificate: '/api/offers/:offerId/certificate',
  /** The text of one of the offer's documents, for its owner and admins (not in the public bundle). */
  document: '/api/offers/:offerId/documents/:docType',
  adminOffers: '/api/admin/offers',
  adminWithdraw: '/api/admin/offers/:offerId/withdraw',
  adminStats: '/api/admin/job-offers/stats',
} as const;
