/** Slugs of the two positions the specification names; a job's id is its slug. */
export const JOB_SLUGS = {
  marketingAnalyst: 'marketing-analyst-recruiting',
  fullstackEngineer: 'fullstack-engineer',
} as const;

/** Titles of the two positions, for places that name a job without loading its posting. */
export const JOB_TITLES: Record<string, string> = {
  [JOB_SLUGS.marketingAnalyst]: 'Marketing Analyst (Recruiting)',
  [JOB_SLUGS.fullstackEngineer]: 'Full-Stack Engineer Intern',
};

/** Employment types of job postings. */
export type JobType = 'Contract Role' | 'Internship';

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
  /** Countries whose residents may apply to this remote role (search engines' applicantLocationRequirements). */
  applicantCountries: string[];
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
const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const JOB_SLUG_MAX_LENGTH = 100;

/** Whether a path segment can name a job at all (anything else is answered 404 without a lookup). */
export function isValidJobSlug(slug: string): boolean {
  return slug.length <= JOB_SLUG_MAX_LENGTH && JOB_SLUG_PATTERN.test(slug);
}

/** The home page's listing: active jobs only, the newest posting first (ties by title). */
export function listedJobs<T extends Pick<Job, 'isActive' | 'title'> & { postedAt: Date | string }>(jobs: T[]): T[] {
  const time = (job: T) => new Date(job.postedAt).getTime();
  return jobs.filter((job) => job.isActive).sort((a, b) => time(b) - time(a) || a.title.localeCompare(b.title));
}

/** How candidates apply to a job: the recruiting application flow, or the full-stack screening form. */
export type ApplicationFlow = 'recruiting' | 'screening';

/** The jobs whose candidates fill in the full-stack screening questionnaire instead of the recruiting flow. */
const SCREENING_JOBS: readonly string[] = [JOB_SLUGS.fullstackEngineer];

/** Which flow a job's "Apply" leads to. */
export function applicationFlowFor(slug: string): ApplicationFlow {
  return SCREENING_JOBS.includes(slug) ? 'screening' : 'recruiting';
}
