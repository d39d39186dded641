// The business terms the job posting, the NDA and the job offer's documents are written from:
// one set of numbers, so a posting and the contract a candidate signs never disagree.

/** Terms of the marketing analyst contract. */
export const CONTRACT_TERMS = {
  weeks: 5,
  renewable: true,
  /** A contractor may be renewed for a new contract this many weeks after one ends. */
  renewalEligibilityWeeks: 5,
  paymentSchedule: 'biweekly',
  campaignFeeUsd: 60,
  minInMailsPerWeek: 7000,
  minResponsesPerWeek: 30,
  /** Payment reaches the contractor this many business days after a pay period ends. */
  paymentBusinessDays: { min: 5, max: 7 },
  paymentMethod: 'bank transfer',
  evaluationDays: 7,
  /** How fast a contractor answers a message from the team during working hours. */
  replyWithinHours: 12,
} as const;

/** Terms of the full-stack internship (screening document). */
export const INTERNSHIP_TERMS = {
  undergraduateYear: 3,
  screeningMinutes: { min: 30, max: 45 },
} as const;

/** Terms of the non-disclosure agreements (the candidate's before the interview, and the offer's). */
export const NDA_TERMS = {
  breachNoticeHours: 72,
  termYears: 2,
  dutyYearsAfterTerm: 3,
  governingLaw: 'the laws of the Republic of the Philippines',
} as const;
