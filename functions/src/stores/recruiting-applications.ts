// recruitingApplications/{id}: one recruiting application per user and posting (domain
// application-id.ts: the uid for the specification's posting, `{uid}__{slug}` for another).
import { interviewsEndedQuery, PANEL_STATUSES } from '@careers/domain/team';
import {
  applicationsInStatusesQuery,
  applicationsOfUserQuery,
  applicationsPageQuery,
  applicationsSearchQueries,
  newestApplicationsQuery,
  RECRUITING_TALLY,
  type AdminApplicationSort,
  type RecruitingApplication,
  type RecruitingStatus,
} from '@careers/domain/recruiting';
import { COLLECTIONS, type SearchPlan } from '@careers/domain/shared';
import { stageHistoryUpdate } from '@careers/domain/analytics';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { type Transaction } from './firestore';
import type { PageCursor } from '@careers/domain/shared';
import { describedQuery } from './query';
import { talliedDocuments } from './tallied';

const applications = () =>
  db.collection(COLLECTIONS.recruitingApplications).withConverter(converter<RecruitingApplication>());

/** The application `id` (recruitingApplicationId), or undefined before its candidate applied. */
export async function readApplication(id: string): Promise<RecruitingApplication | undefined> {
  return (await applications().doc(id).get()).data();
}

/** Every recruiting application of `uid`, one per posting they applied to. */
export async function applicationsOfUser(uid: string): Promise<RecruitingApplication[]> {
  return (await describedQuery(applications(), applicationsOfUserQuery(uid)).get()).docs.map((doc) => doc.data());
}

/** The writes within transactions, which keep the recruiting tally (stores/tallied.ts). */
const tallied = talliedDocuments(
  RECRUITING_TALLY,
  (id) => applications().doc(id),
  (after, now, created) => stageHistoryUpdate('recruiting', after, now, created),
);

/** Creates the application within `tx` (the caller read that there is none, in the same transaction). */
export function createApplicationIn(tx: Transaction, application: RecruitingApplication): void {
  tallied.createIn(tx, application);
}

/** The application `id`, read within `tx` (with what the tally counts for it). */
export function readApplicationIn(tx: Transaction, id: string): Promise<RecruitingApplication | undefined> {
  return tallied.readIn(tx, id);
}

/** Updates fields of the application `id` within `tx` (read in it first). */
export function updateApplicationIn(tx: Transaction, id: string, update: Partial<RecruitingApplication>): void {
  tallied.updateIn(tx, id, update);
}

/** Every application in `status` (a scan for the repair scripts, not for a page). */
export async function applicationsInStatus(status: RecruitingStatus): Promise<RecruitingApplication[]> {
  return (await describedQuery(applications(), applicationsInStatusesQuery([status])).get()).docs.map((doc) =>
    doc.data(),
  );
}

/** The `limit` newest applications, of every posting or of one. */
export async function newestApplications(limit: number, posting?: string): Promise<RecruitingApplication[]> {
  return (await describedQuery(applications(), newestApplicationsQuery(limit, posting)).get()).docs.map((doc) =>
    doc.data(),
  );
}

/**
 * One page of applications, optionally to one posting and in one status, sorted by `sort` (then id), starting after
 * `after` (the domain's applicationsPageQuery). Asks for one row more than the page, to know
 * whether another page follows.
 */
export async function pageOfApplications(page: {
  status?: RecruitingStatus;
  /** Only the applications to this posting. */
  job_slug?: string;
  sort: AdminApplicationSort;
  direction: 'asc' | 'desc';
  limit: number;
  after?: PageCursor;
}): Promise<{ rows: RecruitingApplication[]; more: boolean }> {
  const after = page.after && {
    id: page.after.id,
    value:
      page.sort === 'created_at' && typeof page.after.value === 'string'
        ? new Date(page.after.value)
        : page.after.value,
  };
  const description = applicationsPageQuery({
    statuses: page.status ? [page.status] : undefined,
    posting: page.job_slug || undefined,
    sort: page.sort,
    direction: page.direction,
    limit: page.limit,
    after,
  });
  const rows = (await describedQuery(applications(), description).get()).docs.map((doc) => doc.data());
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/**
 * The rows a search reads (the domain's applicationsSearchQueries: the applications holding every
 * trigram of the term, or whose name or email starts with a short term), optionally in one status;
 * at most `limit` a query. The caller checks the exact term (searchMatches).
 */
export async function applicationsForSearch(
  plan: SearchPlan,
  limit: number,
  status?: RecruitingStatus,
): Promise<RecruitingApplication[]> {
  const queries = applicationsSearchQueries(plan, status ? [status] : undefined, limit);
  const answers = await Promise.all(queries.map((description) => describedQuery(applications(), description).get()));
  return answers.flatMap((answer) => answer.docs.map((doc) => doc.data()));
}

/**
 * Deletes the application `id` within `tx` (the erase, beside the evidence it keeps; read in it
 * first), and its tally entry: whether the tally had counted it.
 */
export function deleteApplicationIn(tx: Transaction, id: string): boolean {
  return tallied.deleteIn(tx, id);
}

/** At most this many applications of one posting in the interview stage are read for its panels. */
const INTERVIEW_STAGE_LIMIT = 200;

/** A posting's applications in the interview stage (booked or held), soonest first. */
export async function interviewStageApplicationsOf(slug: string): Promise<RecruitingApplication[]> {
  const description = applicationsPageQuery({
    statuses: PANEL_STATUSES,
    posting: slug,
    sort: 'interview_start',
    direction: 'asc',
    limit: INTERVIEW_STAGE_LIMIT,
  });
  const rows = (await describedQuery(applications(), description).get()).docs.map((doc) => doc.data());
  return rows.slice(0, INTERVIEW_STAGE_LIMIT);
}

/** The applications `ids` (a missing one is left out). */
export async function readApplications(ids: string[]): Promise<RecruitingApplication[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => applications().doc(id)));
  return snapshots.flatMap((snapshot) => snapshot.data() ?? []);
}

/** The applications whose interview ended in [from, to) (the scorecard reminders). */
export async function applicationsWithInterviewEnded(from: Date, to: Date): Promise<RecruitingApplication[]> {
  return (await describedQuery(applications(), interviewsEndedQuery(from, to)).get()).docs.map((doc) => doc.data());
}
