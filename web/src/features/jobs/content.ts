// The public pages' own texts: the home page's hero, About section and Open Positions, and the
// job pages' labels (the About copy answers the product description: mission, vision, a
// three-step approach and four values).
import { COMPANY } from '@careers/domain/shared';

/** The home page's About section: mission, vision, the three-step approach and the four values. */
export const COMPANY_ABOUT = {
  title: `About ${COMPANY.name}`,
  mission: {
    title: 'Our Mission',
    text: 'Help every job seeker reach the right employers faster, by pairing people who know recruiting with AI that does the repetitive work.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A job market where no good candidate is overlooked because their application got lost in the pile.',
  },
  approach: {
    title: 'Our Approach',
    steps: [
      {
        title: 'Application Strategy',
        description:
          'We find the openings that fit each client and prepare applications that answer what the employer asks for.',
      },
      {
        title: 'Positioning Strategy',
        description:
          'We shape profiles, résumés and LinkedIn presence so recruiters see our clients\u2019 strengths at a glance.',
      },
      {
        title: 'Execution Strategy',
        description: 'We run the outreach campaigns with AI-assisted tools and measure every week what brings answers.',
      },
    ],
  },
  values: {
    title: 'Our Values',
    items: [
      { title: 'Innovation', description: 'We try new tools early and keep what works.' },
      { title: 'Efficiency', description: 'We automate the routine so people spend their time where it counts.' },
      { title: 'Shared Success', description: 'We win when our clients and our team members win.' },
      { title: 'AI-Powered', description: 'AI drafts, ranks and tracks; people decide and stay accountable.' },
    ],
  },
} as const;

/** The home page's hero and Open Positions texts. */
export const HOME_TEXT = {
  heroOverline: `Careers at ${COMPANY.name}`,
  heroTitle: 'Build the future of job search with us',
  heroSubtitle: `${COMPANY.name} pairs recruiting experts with AI to help people land the jobs they deserve. Join a remote team that moves fast and learns every week.`,
  viewPositions: 'View Open Positions',
  learnAboutUs: 'Learn About Us',
  positionsTitle: 'Open Positions',
  positionsSubtitle: 'Remote roles, open now. Pick one to read the details and apply.',
  noPositions: 'There are no open positions right now. Please check back soon.',
  positionsLoadFailed: 'The open positions could not be loaded. Please refresh the page.',
  viewDetails: 'View Details',
} as const;

/** Texts of the public job pages. */
export const JOB_PAGE_TEXT = {
  openBadge: 'Open',
  openPositionBadge: 'Open Position',
  closedPositionBadge: 'Closed',
  closedNote: 'This position is no longer accepting applications.',
  applyForPosition: 'Apply for This Position',
  automatedScreening: 'Applications to this position are screened by an automated assessment.',
  automatedScreeningLink: 'How it works, and how fair it is',
  applyNow: 'Apply Now',
  whyYoullLoveIt: "Why You'll Love It",
  responsibilities: 'Responsibilities',
  growthOpportunities: 'Growth Opportunities',
  signInNote: 'You will need to sign in with your Google account to apply.',
  notFoundTitle: 'Job Not Found',
  notFoundText: "The job position you're looking for doesn't exist.",
  backToJobs: 'Back to Jobs',
} as const;
