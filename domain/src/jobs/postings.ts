// The two positions of the specification, with their full content: the demo seed writes them
// to jobs/{slug}, and the tests and the search-engine markup read the same text.
import { COMPANY } from '../shared/company';
import { CONTRACT_TERMS, INTERNSHIP_TERMS } from '../shared/terms';
import { JOB_LOCATION, JOB_SLUGS, SPEC_JOB_TITLES, type JobDocument } from './jobs';
import { PRIORITY_COUNTRY_CODES } from '../recruiting/countries';

// In shared/terms (re-exported as before): the screening form reads them, without these postings
// and the country list they name.
export { INTERNSHIP_TERMS } from '../shared/terms';

const fmt = (n: number) => n.toLocaleString('en-US');

/** The content of jobs/{slug} for each position of the specification, without the dates. */
export const JOB_POSTINGS: Record<
  (typeof JOB_SLUGS)[keyof typeof JOB_SLUGS],
  Omit<JobDocument, 'postedAt' | 'validThrough'>
> = {
  [JOB_SLUGS.marketingAnalyst]: {
    title: SPEC_JOB_TITLES[JOB_SLUGS.marketingAnalyst],
    company: COMPANY.name,
    type: 'Contract Role',
    location: JOB_LOCATION,
    description:
      `Run LinkedIn outreach campaigns that connect our clients' job openings with the right candidates. ` +
      `For a ${CONTRACT_TERMS.weeks}-week renewable contract you will use ${COMPANY.name}'s AI tools to find ` +
      `profiles, write personal InMails and follow up until people answer: at least ` +
      `${fmt(CONTRACT_TERMS.minInMailsPerWeek)} InMails and ${CONTRACT_TERMS.minResponsesPerWeek} responses a week. ` +
      `The campaign pays USD ${CONTRACT_TERMS.campaignFeeUsd}, in ${CONTRACT_TERMS.paymentSchedule} payments, ` +
      `and you work from home on your own hours.`,
    isActive: true,
    responsibilities: [
      `Send at least ${fmt(CONTRACT_TERMS.minInMailsPerWeek)} personalised LinkedIn InMails a week to the profiles of each campaign.`,
      `Turn that outreach into at least ${CONTRACT_TERMS.minResponsesPerWeek} candidate responses a week.`,
      'Use our AI assistant to research profiles and draft messages, then edit every message so it reads as yours.',
      'Log each contact and reply in the campaign tracker the same day.',
      'Hand interested candidates over to the recruiting team with a short note on their fit.',
      'Join a weekly 30-minute check-in to review your numbers and what worked.',
    ],
    growthOpportunity: [
      `Contract renewal: you are eligible for a new ${CONTRACT_TERMS.weeks}-week contract ${CONTRACT_TERMS.renewalEligibilityWeeks} weeks after one ends.`,
      'Hands-on practice with AI-assisted sourcing and outreach, a skill every recruiting team now looks for.',
      'A path to senior campaign roles, coaching new analysts and running client accounts.',
      'A reference and LinkedIn recommendation from your team lead when you meet your targets.',
    ],
    whyYoullLoveIt: [
      {
        title: 'Work from anywhere',
        description: 'Fully remote: all you need is a laptop, a stable connection and your LinkedIn account.',
      },
      {
        title: 'Paid every two weeks',
        description: `Biweekly payments for the campaign (USD ${CONTRACT_TERMS.campaignFeeUsd}), so you never wait long for your pay.`,
      },
      {
        title: 'AI does the heavy lifting',
        description: 'Our tools find the profiles and draft the first message; you bring the human touch.',
      },
      {
        title: 'A fair start',
        description: `A ${CONTRACT_TERMS.evaluationDays}-day evaluation with coaching from the team before your numbers count.`,
      },
    ],
    applicantCountries: [...PRIORITY_COUNTRY_CODES],
  },
  [JOB_SLUGS.fullstackEngineer]: {
    title: SPEC_JOB_TITLES[JOB_SLUGS.fullstackEngineer],
    company: COMPANY.name,
    type: 'Internship',
    location: JOB_LOCATION,
    description:
      `A remote internship for ${INTERNSHIP_TERMS.undergraduateYear}rd-year undergraduates in computer science or a ` +
      `related field. You will build features of ${COMPANY.name}'s products end to end, from React screens to ` +
      `TypeScript APIs on Firebase, with an engineer who reviews your code every day. Applying starts with a ` +
      `screening questionnaire of ${INTERNSHIP_TERMS.screeningMinutes.min}-${INTERNSHIP_TERMS.screeningMinutes.max} minutes about your projects and how you think.`,
    isActive: true,
    responsibilities: [
      'Build user-facing screens in React and TypeScript from designs and written specifications.',
      'Write API endpoints and background jobs on Cloud Functions, with the tests that prove they work.',
      'Model data in Firestore and write the security rules that protect it.',
      'Open small, reviewed pull requests and answer review comments.',
      'Join daily stand-ups and demo your work to the team at the end of each sprint.',
    ],
    growthOpportunity: [
      'Mentoring from a senior engineer, with a personal learning plan for the internship.',
      'Real features in production that you can show in your portfolio.',
      'Experience with AI-assisted development tools used by professional teams.',
      'A return offer or a full-time position for interns who finish their degree with us.',
    ],
    whyYoullLoveIt: [
      {
        title: 'Ship real code',
        description: 'Your work goes live for real users, not into a drawer of practice projects.',
      },
      {
        title: 'Learn the whole stack',
        description: 'Front end, back end, database and deployment: you touch every layer.',
      },
      {
        title: 'Flexible around your studies',
        description: 'Remote and scheduled around your classes and exams.',
      },
    ],
    applicantCountries: [...PRIORITY_COUNTRY_CODES],
  },
};
