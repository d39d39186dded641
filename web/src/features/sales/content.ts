// Copy of the sales landing page (/sales). The specification gives only its purpose (inviting
// people to join the sales team as a Sales Development Representative) and the 'Get Started'
// button; the rest is ours. Also the form's toasts, the confirmation page's next steps and the
// browser storage key of the submitted form.
import { SALES_REVIEW_PERIOD } from '@careers/domain/sales';

export const SALES_ROLE = 'Sales Development Representative';

export const SALES_HERO = {
  overline: 'We are hiring',
  title: 'Join Our Sales Team',
  lead: `Become a ${SALES_ROLE} and bring AI-assisted job search and recruiting to the people and teams who need it. Start conversations, qualify opportunities and grow with a team that shares its success.`,
} as const;

/** What an SDR does here. */
export const SALES_DUTIES: readonly { title: string; description: string }[] = [
  {
    title: 'Prospect',
    description: 'Find job seekers, recruiters and hiring teams who will gain the most from AI-assisted recruiting.',
  },
  {
    title: 'Reach out',
    description: 'Open conversations by email, LinkedIn and phone with messages that are personal, not scripted.',
  },
  {
    title: 'Qualify',
    description: 'Understand what each prospect needs and whether our services can deliver it.',
  },
  {
    title: 'Book meetings',
    description: 'Hand qualified opportunities to our account executives with clear notes and next steps.',
  },
];

/** Why join. */
export const SALES_BENEFITS: readonly { title: string; description: string }[] = [
  { title: 'Remote first', description: 'Work from anywhere with a stable internet connection.' },
  { title: 'Training', description: 'Onboarding, call coaching and playbooks from experienced sellers.' },
  { title: 'AI-powered tools', description: 'Research and outreach tools that do the busywork for you.' },
  { title: 'A path to grow', description: 'A clear route from SDR to account executive and team lead.' },
];

/** Who we look for. */
export const SALES_REQUIREMENTS: readonly string[] = [
  'Clear, confident written and spoken English',
  'Curiosity about people, hiring and AI',
  'Resilience: a "no" today is a conversation for later',
  'Organised follow-up and honest notes',
  'Sales or customer-facing experience is a plus, not a must',
];

/** The toast of a submitted sales form, and the one when saving fails. */
export const SALES_TOASTS = {
  submitted: 'Application submitted!',
  redirecting: 'Redirecting to confirmation page...',
  /** Not in the specification: the browser refused to store the form (storage disabled or full). */
  saveFailed: 'Your application could not be saved in this browser. Please allow site data and try again.',
} as const;

/** The browser local-storage key of the submitted sales form. */
export const SALES_APPLICATION_STORAGE_KEY = 'applicationData';

/** The four steps of the confirmation page's 'What's Next' list. */
export const SALES_NEXT_STEPS: readonly { title: string; description: string }[] = [
  {
    title: 'Application Review',
    description: `Our sales leadership team will review your application within ${SALES_REVIEW_PERIOD}.`,
  },
  {
    title: 'Phone Screening',
    description: 'If your profile is a match, a recruiter will call you for a short phone screening.',
  },
  {
    title: 'Team Interview',
    description: 'Meet the sales team, talk through a sample outreach scenario and ask us anything.',
  },
  {
    title: 'Final Decision',
    description: 'We will let you know our decision by email, with an offer if we are a fit for each other.',
  },
];
