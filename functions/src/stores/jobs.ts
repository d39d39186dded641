// jobs/{slug}: the job postings.
import {
  activeJobsQuery,
  applicationsToJobQueries,
  newestJobsQuery,
  type Job,
  type JobDocument,
} from '@careers/domain/jobs';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import type { PageCursor } from '@careers/domain/shared';
import { describedQuery } from './query';

const jobs = () => db.collection(COLLECTIONS.jobs).withConverter(converter<JobDocument>());

const withId = (id: string, data: JobDocument): Job => ({ ...data, id });

/** Every posting, in no particular order (the title index's repair reads them all once). */
export async function readAllJobs(): Promise<Job[]> {
  return (await jobs().get()).docs.map((doc) => withId(doc.id, doc.data()));
}

/** The active postings, in no particular order. */
export async function readActiveJobs(): Promise<Job[]> {
  const snapshot = await describedQuery(jobs(), activeJobsQuery()).get();
  return snapshot.docs.map((doc) => withId(doc.id, doc.data()));
}

/** A page of the postings, newest first (the admin's Positions), and whether another follows. */
export async function newestJobs(limit: number, after?: PageCursor): Promise<{ rows: Job[]; more: boolean }> {
  const docs = (await describedQuery(jobs(), newestJobsQuery(limit, after)).get()).docs;
  return { rows: docs.slice(0, limit).map((doc) => withId(doc.id, doc.data())), more: docs.length > limit };
}

/** The posting `slug`, or undefined. */
export async function readJob(slug: string): Promise<Job | undefined> {
  const snapshot = await jobs().doc(slug).get();
  const data = snapshot.data();
  return data ? withId(snapshot.id, data) : undefined;
}

/** The posting `slug` within `tx`, or undefined. */
export async function readJobIn(tx: Transaction, slug: string): Promise<Job | undefined> {
  const snapshot = await tx.get(jobs().doc(slug));
  const data = snapshot.data();
  return data ? withId(snapshot.id, data) : undefined;
}

/** Whether a posting `slug` exists, within `tx`. */
export async function jobExistsIn(tx: Transaction, slug: string): Promise<boolean> {
  return (await tx.get(jobs().doc(slug))).exists;
}

/** Creates the posting within `tx` (fails when the slug is taken: a concurrent create retries the transaction). */
export function createJobIn(tx: Transaction, job: Job): void {
  const { id, ...document } = job;
  tx.create(jobs().doc(id), document);
}

/** Writes the posting whole within `tx`. */
export function replaceJobIn(tx: Transaction, job: Job): void {
  const { id, ...document } = job;
  tx.set(jobs().doc(id), document);
}

/** Changes some of the posting's fields within `tx`. */
export function updateJobIn(tx: Transaction, slug: string, changes: Partial<JobDocument>): void {
  tx.update(jobs().doc(slug), changes);
}

/** Deletes the posting within `tx` (a draft moving to the slug of its new title). */
export function deleteJobIn(tx: Transaction, slug: string): void {
  tx.delete(jobs().doc(slug));
}

/** How many applications name the posting `slug` in both flows (count() aggregations; within `tx` when given). */
export async function countApplicationsToJob(slug: string, tx?: Transaction): Promise<number> {
  const counts = await Promise.all(
    applicationsToJobQueries(slug).map(async (description) => {
      const query = describedQuery(db.collection(description.collection), description).count();
      const snapshot = tx ? await tx.get(query) : await query.get();
      return snapshot.data().count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The title of the posting `slug` within `tx`, for a mail (the slug when the posting is gone). */
export async function readJobTitleIn(tx: Transaction, slug: string): Promise<string> {
  return (await readJobIn(tx, slug))?.title ?? slug;
}
