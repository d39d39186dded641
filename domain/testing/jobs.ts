import { JOB_POSTINGS } from '../src/jobs/postings';
import { JOB_SLUGS, type Job, type JobDocument } from '../src/jobs/jobs';

const DAY = 86_400_000;

/** When the demo postings were published: the internship first, then the contract role. */
const POSTED_DAYS_AGO: Record<string, number> = {
  [JOB_SLUGS.fullstackEngineer]: 21,
  [JOB_SLUGS.marketingAnalyst]: 14,
};

/** How long a demo posting stays valid after it is published. */
const DEMO_JOB_VALIDITY_DAYS = 365;

/** The start of today (UTC): tests that write the same spec posting at once write the same dates. */
const today = () => new Date(Math.floor(Date.now() / DAY) * DAY);

/** jobs/{slug} of one of the specification's two positions, with its full content. */
export function makeSpecJob(slug: keyof typeof JOB_POSTINGS, now = today()): Job {
  const postedAt = new Date(now.getTime() - (POSTED_DAYS_AGO[slug] ?? 7) * DAY);
  return {
    id: slug,
    ...JOB_POSTINGS[slug],
    postedAt,
    validThrough: new Date(postedAt.getTime() + DEMO_JOB_VALIDITY_DAYS * DAY),
  };
}

/** The two positions of the specification, as the demo seed writes them. */
export function makeSpecJobs(now = today()): Job[] {
  return [makeSpecJob(JOB_SLUGS.marketingAnalyst, now), makeSpecJob(JOB_SLUGS.fullstackEngineer, now)];
}

/** Slugs of the demo postings beyond the specification's (docs/features/jobs-admin.md). */
export const DEMO_JOB_SLUGS = {
  /** The marketing analyst role's second five-week campaign, open. */
  secondCampaign: 'marketing-analyst-recruiting-campaign-2',
  /** A posting an admin closed. */
  closed: 'sales-development-representative',
  /** A posting whose validThrough passed (closed by the daily close). */
  expired: 'content-writer-intern',
  /** A second posting of the screening flow, open, with applicants of the full-stack one among its own. */
  dataIntern: 'data-engineer-intern',
} as const;

/**
 * The demo postings: the specification's two, the marketing analyst's second campaign (open), a
 * closed posting and an expired one (the Positions screen shows every state but draft), and a
 * second posting of the screening flow (open).
 */
export function makeDemoJobs(now = today()): Job[] {
  const analyst = makeSpecJob(JOB_SLUGS.marketingAnalyst, now);
  const internship = makeSpecJob(JOB_SLUGS.fullstackEngineer, now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  return [
    analyst,
    internship,
    {
      ...analyst,
      id: DEMO_JOB_SLUGS.secondCampaign,
      title: `${analyst.title}, Campaign 2`,
      flow: 'recruiting',
      published: true,
      postedAt: daysAgo(2),
      updatedAt: daysAgo(2),
      // Valid as long as the other demo postings: the demo data outlives a five-week campaign.
      validThrough: new Date(daysAgo(2).getTime() + DEMO_JOB_VALIDITY_DAYS * DAY),
    },
    {
      ...analyst,
      id: DEMO_JOB_SLUGS.closed,
      title: 'Sales Development Representative',
      description:
        'Book meetings with the hiring managers of our clients by phone and LinkedIn. This campaign has all the representatives it needs.',
      isActive: false,
      flow: 'recruiting',
      published: true,
      postedAt: daysAgo(40),
      updatedAt: daysAgo(10),
      validThrough: new Date(now.getTime() + 60 * DAY),
    },
    {
      ...internship,
      id: DEMO_JOB_SLUGS.expired,
      title: 'Content Writer Intern',
      type: 'Internship',
      description:
        'Write the guides and posts that help job seekers use our tools, with an editor who reviews every draft.',
      isActive: false,
      flow: 'recruiting',
      published: true,
      postedAt: daysAgo(60),
      updatedAt: daysAgo(3),
      validThrough: daysAgo(3),
    },
    {
      ...internship,
      id: DEMO_JOB_SLUGS.dataIntern,
      title: 'Data Engineer Intern',
      description:
        'Build the pipelines that turn job-market data into the insights our matching models learn from, with a mentor from the data team.',
      flow: 'screening',
      published: true,
      postedAt: daysAgo(5),
      updatedAt: daysAgo(5),
      validThrough: new Date(daysAgo(5).getTime() + DEMO_JOB_VALIDITY_DAYS * DAY),
    },
  ];
}

let counter = 0;

/** A test job with a unique slug and title (active unless told otherwise). */
export function makeJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const base = makeSpecJob(JOB_SLUGS.marketingAnalyst);
  return {
    ...base,
    id: `test-job-${id}`,
    title: `Test Position ${id}`,
    description: `A test position (${id}) to check how the site lists and shows jobs.`,
    ...overrides,
  };
}

/** The stored form of a job: everything but the id, which is the document key. */
export function jobDocument({ id: _id, ...document }: Job): JobDocument {
  return document;
}
