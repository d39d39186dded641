// The screens axe must check in a full end-to-end run: `who: path (face)`, one a screen or a
// state of one. Each check (expectAccessible) records its name; with E2E_A11Y_COVERAGE=1 (npm test)
// the run fails when it ends with a name of this list unchecked (global-setup.ts). A flow test that
// opens the screen checks it on its way; accessibility.spec.ts checks the ones no flow opens.
// A new screen: its name here, and a check where a test opens it.
import { fileURLToPath } from 'node:url';

export const A11Y_SCREENS = [
  // Public
  'visitor: /',
  'candidate: /',
  'admin: /',
  'visitor: / (small screen, menu open)',
  'admin: / (small screen, menu open)',
  'visitor: /jobs/marketing-analyst-recruiting',
  'candidate: /jobs/marketing-analyst-recruiting',
  'visitor: /jobs/no-such-position-here',
  'visitor: /signin',
  'visitor: /signin (a failed sign-in and its toast)',
  'visitor: /welcome',
  'candidate: /welcome',
  'visitor: /sales',
  'visitor: /privacy',
  'visitor: /terms',
  'visitor: /no/such/page',
  'visitor: /profile',
  'candidate: /profile',
  'candidate: /profile (an error toast)',
  'candidate: /profile (with the fetched status and its toast)',
  'candidate: /profile (messages, update emails turned off)',
  'candidate: /profile (your data downloaded and its toast)',
  'candidate: /profile (the delete-account dialog)',
  // Sales (signed in, local storage only)
  'candidate: /sales/apply',
  'candidate: /sales/apply (with every validation message)',
  'candidate: /success (nothing stored)',
  'candidate: /success (stored)',
  // The recruiting application
  'candidate: /application',
  'candidate: /application (interview scheduled)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (new: agreement)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (new: personal step with its messages)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (new: professional step with its messages)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (new: review)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (criteria failed)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (NDA)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (interview scheduled)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (interview complete)',
  'candidate: /jobs/marketing-analyst-recruiting/apply (rejected)',
  // Job offers
  'candidate: /job-offers (none yet)',
  'candidate: /job-offers (one offer)',
  'candidate: /job-offers/:offerId (first document)',
  'candidate: /job-offers/:offerId (second document, after a signature and its toast)',
  'candidate: /job-offers/:offerId (final acceptance)',
  'candidate: /job-offers/:offerId (reject dialog)',
  'candidate: /job-offers/:offerId (accepted)',
  'candidate: /job-offers/:offerId (rejected)',
  'candidate: /job-offers/no-such-offer',
  'candidate: /job-offers/:offerId (withdrawn)',
  // The full-stack screening form
  'candidate: /fullstack-screening (new: first section)',
  'candidate: /fullstack-screening (first section with its messages)',
  'candidate: /fullstack-screening (frontend: multi-select)',
  'candidate: /fullstack-screening (applied experience: projects)',
  'candidate: /fullstack-screening (under assessment)',
  'candidate: /fullstack-screening (a result)',
  // Admin
  'admin: /admin/dashboard',
  'admin: /admin/applications',
  'admin: /admin/applications (detail dialog open)',
  'admin: /admin/applications (detail dialog: a failed mail to send again)',
  'admin: /admin/applications (detail dialog: a failed mail sent again)',
  'admin: /admin/applications (rows selected for a bulk change)',
  'admin: /admin/applications (a status menu open)',
  'admin: /admin/interviews',
  'admin: /admin/job-offers',
  'admin: /admin/job-offers (withdraw dialog)',
  'admin: /admin/positions',
  'admin: /admin/positions (the form with its messages)',
  'admin: /admin/positions (preview)',
  "admin: /job-offers/:offerId (a candidate's offer, read-only)",
  'admin: /admin/team',
  'admin: /admin/team (withdrawing an accepted offer: the confirmation)',
  'admin: /admin/fullstack-screening',
  'admin: /admin/fullstack-screening/dashboard',
  'admin: /admin/fullstack-screening (the mail counts)',
  'admin: /admin/fullstack-screening/applications',
  'admin: /fullstack-admin/dashboard',
  'admin: /fullstack-admin/dashboard (detail dialog open)',
  'admin: /fullstack-admin/dashboard (back to Submitted: the confirmation)',
  'admin: /fullstack-admin/applications',
  'admin: /fullstack-admin/shortlisted',
  'admin: /fullstack-admin/team',
  'admin: /admin/fullstack-screening/applications?status=screening_passed (filtered, with a row)',
  'admin: /fullstack-admin/applications (detail dialog open)',
  'admin: /admin/fullstack-screening/applications?status=needs_review (detail dialog with the review)',
  'admin: /fullstack-admin/applications (send interview email dialog)',
  'admin: /fullstack-admin/shortlisted (with a candidate)',
  'admin: /fullstack-admin/team (with a member)',
] as const;

export type A11yScreen = (typeof A11Y_SCREENS)[number];

/** Where the checks of a run append the names they checked, one a line (emptied by the global setup). */
export const CHECKED_SCREENS_FILE = fileURLToPath(
  new URL('../../../test-results/a11y-screens-checked.txt', import.meta.url),
);
