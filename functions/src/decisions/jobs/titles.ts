// The title index's check and repair (`npm run job-titles`): the index holds what the functions
// wrote with each change of a posting; a posting written before the index existed (or by hand) is
// missing from it until the repair writes the index anew from every posting.
import { jobTitleOf, type JobTitle } from '@careers/domain/jobs';
import { readAllJobs } from '../../stores/jobs';
import { readJobTitles, replaceJobTitles } from '../../stores/job-titles';

/** A slug whose entry in the index differs from its posting (`stored`/`expected` undefined: missing). */
export interface JobTitleDifference {
  slug: string;
  stored?: JobTitle;
  expected?: JobTitle;
}

/** Every difference between the index and the postings. */
export async function checkJobTitles(): Promise<JobTitleDifference[]> {
  const [jobs, { jobs: stored }] = await Promise.all([readAllJobs(), readJobTitles()]);
  const expected = new Map(jobs.map((job) => [job.id, jobTitleOf(job)]));
  const slugs = new Set([...expected.keys(), ...Object.keys(stored)]);
  return [...slugs]
    .map((slug) => ({ slug, stored: stored[slug], expected: expected.get(slug) }))
    .filter(({ stored: a, expected: b }) => a?.title !== b?.title || a?.flow !== b?.flow);
}

/** Writes the index anew from every posting. */
export async function repairJobTitles(): Promise<void> {
  await replaceJobTitles(await readAllJobs());
}
