// jobs/{slug}: the job postings.
import { activeJobsQuery, type Job, type JobDocument } from '@careers/domain/jobs';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { describedQuery } from './query';

const jobs = () => db.collection(COLLECTIONS.jobs).withConverter(converter<JobDocument>());

/** The active postings, in no particular order. */
export async function readActiveJobs(): Promise<Job[]> {
  const snapshot = await describedQuery(jobs(), activeJobsQuery()).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/** The posting `slug`, or undefined. */
export async function readJob(slug: string): Promise<Job | undefined> {
  const snapshot = await jobs().doc(slug).get();
  const data = snapshot.data();
  return data ? { ...data, id: snapshot.id } : undefined;
}
