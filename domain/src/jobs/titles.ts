// jobTitles/current: every posting's title and flow in one small document. The admin screens name
// an application's posting by its title and offer the postings of a flow in their filters; one
// read of this document serves them all, where reading the postings would cost one read each.
// The functions write it in the transaction of every change of a posting (decisions/jobs).
import { jobFlow, type ApplicationFlow, type Job } from './jobs';

/** The one document's id. */
export const JOB_TITLES_ID = 'current';

/** What the index holds of one posting. */
export interface JobTitle {
  title: string;
  flow: ApplicationFlow;
}

/** jobTitles/current. */
export interface JobTitlesDocument {
  /** By slug. */
  jobs: Record<string, JobTitle>;
}

/** The index's entry of `job`. */
export const jobTitleOf = (job: Pick<Job, 'id' | 'title' | 'flow'>): JobTitle => ({
  title: job.title,
  flow: jobFlow(job),
});
