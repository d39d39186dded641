/** Slugs of the two positions the specification names; a job's id is its slug. */
export const JOB_SLUGS = {
  marketingAnalyst: 'marketing-analyst-recruiting',
  fullstackEngineer: 'fullstack-engineer',
} as const;

/** Titles of the specification's two positions, as the demo seed writes them (mails and pages read the posting's own title). */
export const SPEC_JOB_TITLES: Record<(typeof JOB_SLUGS)[keyof typeof JOB_SLUGS], string> = {
  [JOB_SLUGS.marketingAnalyst]: 'Marketing Analyst (Recruiting)',
  [JOB_SLUGS.fullstackEngineer]: 'Full-Stack Engineer Intern',
};

/** Employment types of job postings. */
export const JOB_TYPES = ['Contract Role', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Where every posting is worked from: the specification's roles are remote. */
export const JOB_LOCATION = 'Remote';

/** A job posting: jobs/{slug}. */
export interface Job {
  id: string;
  title: string;
  company: string;
  type: JobType;
  location: string;
  description: string;
  isActive: boolean;
  responsibilities: string[];
  growthOpportunity: string[];
  whyYoullLoveIt: { title: string; description: string }[];
  /** When the posting was published (search engines' datePosted). */
  postedAt: Date;
  /** Until when the posting accepts applications (search engines' validThrough). */
  validThrough: Date;
  /**
   * Countries whose residents may apply to this remote role (search engines'
   * applicantLocationRequirements): ISO 3166-1 alpha-2 codes (postings stored before the admin
   * area held the countries' names, which still read as themselves).
   */
  applicantCountries: string[];
  /** How candidates apply; without it, the specification's flow of the slug (applicationFlowFor). */
  flow?: ApplicationFlow;
  /** False while the posting is a draft (never opened); without it, published. */
  published?: boolean;
  /** When the posting last changed (the sitemap's lastmod); without it, postedAt. */
  updatedAt?: Date;
}

/** The stored document: the id is the document's key, not a field. */
export type JobDocument = Omit<Job, 'id'>;

/** The fields the home page's Open Positions cards show. */
export type JobSummary = Pick<Job, 'id' | 'title' | 'company' | 'type' | 'location' | 'description'>;

/** The card fields of a job. */
export function jobSummary({ id, title, company, type, location, description }: JobSummary): JobSummary {
  return { id, title, company, type, location, description };
}

/** A slug as the site accepts it in /jobs/{slug}: lower-case words joined by hyphens. */
export const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const JOB_SLUG_MAX_LENGTH = 100;

/** Whether a path segment can name a job at all (anything else is answered 404 without a lookup). */
export function isValidJobSlug(slug: string): boolean {
  return slug.length <= JOB_SLUG_MAX_LENGTH && JOB_SLUG_PATTERN.test(slug);
}

/** What decides a posting's state. */
type StateFields = Pick<Job, 'isActive' | 'published'> & { validThrough: Date | string };

/** The states of a posting: open (listed, taking applications), closed, expired (validThrough passed), draft. */
export const JOB_STATES = ['open', 'closed', 'expired', 'draft'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Labels of the states, as the admin area shows them. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  open: 'Open',
  closed: 'Closed',
  expired: 'Expired',
  draft: 'Draft',
};

/**
 * A posting's state at `now`: a draft until first opened; then expired once validThrough has
 * passed (open or not), else open while active, else closed.
 */
export function jobState(job: StateFields, now = new Date()): JobState {
  if (job.published === false) return 'draft';
  if (new Date(job.validThrough).getTime() <= now.getTime()) return 'expired';
  return job.isActive ? 'open' : 'closed';
}

/** Whether the posting is open at `now`: listed on the home page, taking applications, in the sitemap, indexable. */
export function isJobOpen(job: StateFields, now = new Date()): boolean {
  return jobState(job, now) === 'open';
}

/** The home page's listing: open jobs only (active, published, validThrough ahead), the newest posting first (ties by title). */
export function listedJobs<T extends StateFields & Pick<Job, 'title'> & { postedAt: Date | string }>(
  jobs: T[],
  now = new Date(),
): T[] {
  const time = (job: T) => new Date(job.postedAt).getTime();
  return jobs.filter((job) => isJobOpen(job, now)).sort((a, b) => time(b) - time(a) || a.title.localeCompare(b.title));
}

/** How candidates apply to a job: the recruiting application flow, or the full-stack screening form. */
export type ApplicationFlow = 'recruiting' | 'screening';

/** The jobs whose candidates fill in the full-stack screening questionnaire instead of the recruiting flow. */
const SCREENING_JOBS: readonly string[] = [JOB_SLUGS.fullstackEngineer];

/** Which flow a job's "Apply" leads to, by its slug alone: the specification's postings (a posting's own `flow` comes first: jobFlow). */
export function applicationFlowFor(slug: string): ApplicationFlow {
  return SCREENING_JOBS.includes(slug) ? 'screening' : 'recruiting';
}

/** Which flow a posting's "Apply" leads to: its own, else its slug's. */
export function jobFlow(job: Pick<Job, 'id' | 'flow'>): ApplicationFlow {
  return job.flow ?? applicationFlowFor(job.id);
}
