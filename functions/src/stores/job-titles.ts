// jobTitles/current (domain/src/jobs/titles.ts): every posting's title and flow, written with each
// change of a posting. Writes merge one posting's entry into the document without reading it, so
// changes of different postings never contend on it.
import { JOB_TITLES_ID, jobTitleOf, type Job, type JobTitlesDocument } from '@careers/domain/jobs';
import { COLLECTIONS } from '@careers/domain/shared';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

const titles = () =>
  db.collection(COLLECTIONS.jobTitles).withConverter(converter<JobTitlesDocument>()).doc(JOB_TITLES_ID);

/** Sets `job`'s entry within `tx` (and drops the slug it moved from, when it moved). */
export function setJobTitleIn(tx: Transaction, job: Job, movedFrom?: string): void {
  const jobs: Record<string, unknown> = { [job.id]: jobTitleOf(job) };
  if (movedFrom && movedFrom !== job.id) jobs[movedFrom] = FieldValue.delete();
  tx.set(titles(), { jobs } as Partial<JobTitlesDocument>, { merge: true });
}

/** The index as stored (an empty one when none is). */
export async function readJobTitles(): Promise<JobTitlesDocument> {
  return (await titles().get()).data() ?? { jobs: {} };
}

/** Writes the index whole: `jobs` (the repair of `npm run job-titles`). */
export async function replaceJobTitles(jobs: Job[]): Promise<void> {
  await titles().set({ jobs: Object.fromEntries(jobs.map((job) => [job.id, jobTitleOf(job)])) });
}
