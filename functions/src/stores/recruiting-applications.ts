// recruitingApplications/{uid}: one recruiting application per user.
import { COLLECTIONS, type RecruitingApplication, type RecruitingStatus } from '@careers/domain';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { isAlreadyExists, type Transaction } from './firestore';

const applications = () =>
  db.collection(COLLECTIONS.recruitingApplications).withConverter(converter<RecruitingApplication>());

/** The application of `uid`, or undefined before they applied. */
export async function readApplication(uid: string): Promise<RecruitingApplication | undefined> {
  return (await applications().doc(uid).get()).data();
}

/** Creates the application atomically: 'exists' when there is one already (even a concurrent one). */
export async function createApplication(application: RecruitingApplication): Promise<'created' | 'exists'> {
  try {
    await applications().doc(application.id).create(application);
    return 'created';
  } catch (error) {
    if (isAlreadyExists(error)) return 'exists';
    throw error;
  }
}

/** The application `id`, read within `tx`. */
export async function readApplicationIn(tx: Transaction, id: string): Promise<RecruitingApplication | undefined> {
  return (await tx.get(applications().doc(id))).data();
}

/** Updates fields of the application `id` within `tx`. */
export function updateApplicationIn(tx: Transaction, id: string, update: Partial<RecruitingApplication>): void {
  tx.update(applications().doc(id), update);
}

/** How many applications are in each status an admin works with: one aggregation query a status. */
export async function countApplicationsByStatus(
  statuses: readonly RecruitingStatus[],
): Promise<Partial<Record<RecruitingStatus, number>>> {
  const counts = await Promise.all(
    statuses.map(async (status) => {
      const snapshot = await applications().where('status', '==', status).count().get();
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** The `limit` newest applications. */
export async function newestApplications(limit: number): Promise<RecruitingApplication[]> {
  return (await applications().orderBy('created_at', 'desc').limit(limit).get()).docs.map((doc) => doc.data());
}

/** Where a page starts: after the row with this sort value and id. */
export interface PageCursor {
  value: string | number | boolean | null;
  id: string;
}

/**
 * One page of applications, optionally in one status, sorted by `sort` (then id), starting after
 * `after`. Asks for one row more than the page, to know whether another page follows.
 */
export async function pageOfApplications(page: {
  status?: RecruitingStatus;
  sort: 'created_at' | 'name' | 'email' | 'country' | 'status';
  direction: 'asc' | 'desc';
  limit: number;
  after?: PageCursor;
}): Promise<{ rows: RecruitingApplication[]; more: boolean }> {
  let query = applications() as Query<RecruitingApplication>;
  if (page.status) query = query.where('status', '==', page.status);
  query = query.orderBy(page.sort, page.direction).orderBy(FieldPath.documentId(), page.direction);
  if (page.after) {
    const value =
      page.sort === 'created_at' && typeof page.after.value === 'string'
        ? new Date(page.after.value)
        : page.after.value;
    query = query.startAfter(value, page.after.id);
  }
  const rows = (await query.limit(page.limit + 1).get()).docs.map((doc) => doc.data());
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/**
 * The applications whose search index holds every one of `trigrams` (optionally in one status):
 * one equality filter a trigram, so only candidates for the term are read. At most `limit`.
 */
export async function applicationsWithTrigrams(
  trigrams: string[],
  limit: number,
  status?: RecruitingStatus,
): Promise<RecruitingApplication[]> {
  let query = applications() as Query<RecruitingApplication>;
  for (const trigram of trigrams) query = query.where(new FieldPath('search', 'trigrams', trigram), '==', true);
  if (status) query = query.where('status', '==', status);
  return (await query.limit(limit).get()).docs.map((doc) => doc.data());
}

/** The applications whose name or email starts with `prefix` (a search term too short for trigrams). */
export async function applicationsWithPrefix(
  prefix: string,
  limit: number,
  status?: RecruitingStatus,
): Promise<RecruitingApplication[]> {
  const byField = async (field: 'search.name' | 'search.email') => {
    let query = applications()
      .where(field, '>=', prefix)
      .where(field, '<', `${prefix}\uf8ff`) as Query<RecruitingApplication>;
    if (status) query = query.where('status', '==', status);
    return (await query.limit(limit).get()).docs.map((doc) => doc.data());
  };
  const [byName, byEmail] = await Promise.all([byField('search.name'), byField('search.email')]);
  return [...new Map([...byName, ...byEmail].map((row) => [row.id, row])).values()];
}
