// The offer screens' own texts. The messages the specification gives (load failures, sign, accept
// and reject failures, the empty list) are the domain's OFFER_MESSAGES.
import { COMPANY } from '@careers/domain/shared';

export const OFFER_TEXT = {
  listTitle: 'My Job Offers',
  listSubtitle: 'Review, sign and accept your job offers.',
  loadingList: 'Loading your offers...',
  loadingOffer: 'Loading your offer...',
  goHome: 'Go Home',
  refresh: 'Refresh Page',
  viewOffer: 'View Offer',
  viewDetails: 'View Details',
  continueProcess: 'Continue Process',
  notFoundTitle: 'Offer Not Found',
  backToOffers: 'Back to Offers',
  backToAllOffers: 'Back to All Offers',
  progressTitle: 'Your Progress',
  detailsTitle: 'Offer Details',
  signLabel: 'Type your full name to sign',
  signButton: 'Sign Document',
  signNote: 'Typing your name and pressing Sign Document is your electronic signature.',
  acceptButton: 'Accept Offer',
  rejectButton: 'Reject Offer',
  startDateNote: 'Your start date will be today (Philippines time), the day you accept.',
  rejectTitle: 'Reject this offer?',
  rejectText: 'Rejecting is permanent: you will not be able to accept this offer later.',
  rejectReasonLabel: 'Reason (optional)',
  cancel: 'Cancel',
  signed: 'Document signed',
  accepted: 'Offer accepted. Welcome to the team!',
  rejected: 'Offer rejected',
  certificate: 'Download Signing Certificate',
  certificateFailed: 'Failed to download the signing certificate',
  loadingDocument: 'Loading the document...',
  documentFailed: 'The document could not be loaded. Please try again.',
  tryAgain: 'Try Again',
  reloadDocument: 'Reload the Document',
  adminViewTitle: (name: string) => `Job offer of ${name || 'a candidate'}`,
  adminViewNote:
    "You are viewing a candidate's offer as an admin: only the candidate can sign, accept or reject it. Withdraw it or see its history in Job Offers Management.",
  adminViewLink: 'Open Job Offers Management',
} as const;

/** The withdrawn view: kind, clear, nothing left to sign. */
export const WITHDRAWN_VIEW = {
  title: 'This Offer Was Withdrawn',
  text: 'This offer is no longer open, so there is nothing to sign or accept. We are sorry for the change of plans.',
  contact: `If you have questions, write to ${COMPANY.careersEmail} and we will get back to you.`,
  signedBefore: 'Anything you signed for this offer is kept on record and has no further effect.',
} as const;

/** The accepted view: what happens next and who to ask. */
export const ACCEPTED_VIEW = {
  title: 'Welcome to the Team!',
  nextSteps: [
    'Watch your email: your onboarding schedule and accounts arrive within one business day.',
    'Join the team chat and meet your trainer on your first day.',
    'Complete the 7-day evaluation with coaching from the team.',
  ],
  help: [
    { label: 'Onboarding questions', email: COMPANY.careersEmail },
    { label: 'Technical support', email: COMPANY.supportEmail },
  ],
} as const;

/** The rejected view: the message, feedback and how to keep in touch. */
export const REJECTED_VIEW = {
  title: 'Offer Declined',
  text: 'You have declined this offer. Thank you for the time you spent with us during the hiring process.',
  feedback: `We would value your feedback on the process: write to ${COMPANY.careersEmail}.`,
  keepInTouch: `Follow ${COMPANY.name} on LinkedIn to hear about new openings.`,
  linkedin: COMPANY.social.linkedin,
} as const;
