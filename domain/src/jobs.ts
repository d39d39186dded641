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
}
