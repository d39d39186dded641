// Copy of the sales landing page (/sales). The specification gives only its purpose (inviting
// people to join the sales team as a Sales Development Representative) and the 'Get Started'
// button; the rest is ours.

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
