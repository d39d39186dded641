// Every query the product can run: each domain builder of a QueryDescriptor (the only way
// functions/src and web/src build a Firestore query, eslint.config.js), called with arguments that
// span every shape it produces: each admin table with each sort, both directions, no status / one
// (==) / several (in), with and without a cursor; each search plan with and without a status filter;
// the candidate's and the admins' live reads; the functions' reads; the tallies. What the values
// are does not matter to an index, only which fields are filtered how and ordered which way.
//
// tests/build/indexes.test.ts fails when an exported builder of domain/src, or an exported admin
// table, is missing here; firestore-indexes.ts holds each query to firestore.indexes.json.
import { analyticsCountsQuery } from '@careers/domain/analytics';
import {
  activeJobsQuery,
  applicationsToJobQueries,
  JOB_SORTS,
  JOBS_TABLE,
  jobTitlesQuery,
  newestJobsQuery,
} from '@careers/domain/jobs';
import {
  dueMailsQuery,
  MAIL_STATS_STATES,
  mailsAboutQuery,
  mailsInStatesQuery,
  mailsToQuery,
  newestMailsToQuery,
} from '@careers/domain/mail';
import {
  newestOffersQuery,
  OFFER_SORTS,
  OFFER_STATUSES,
  OFFERS_TABLE,
  offersInStatusQuery,
  offersOfApplicationsQueries,
  offersOfUserQuery,
  offerOfPostingApplicationQuery,
} from '@careers/domain/offers';
import {
  auditEntriesAboutQueries,
  rateLimitWindowsQuery,
  fairnessCountsQuery,
  firstFairnessCountsQuery,
} from '@careers/domain/privacy';
import {
  ADMIN_RECRUITING_STATUSES,
  APPLICATION_LIST_SORTS,
  applicationHistoryQuery,
  applicationsInStatusesQuery,
  applicationsOfUserQuery,
  applicationsPageQuery,
  APPLICATIONS_TABLE,
  applicationsSearchQueries,
  newestApplicationsQuery,
  seatsOpeningQuery,
} from '@careers/domain/recruiting';
import {
  ADMIN_SCREENING_STATUSES,
  assessmentRunsQuery,
  newestScreeningApplicationsQuery,
  SCREENING_SORTS,
  SCREENING_TABLE,
  scoredScreeningApplicationsQuery,
  screeningApplicationsInStatusQuery,
  screeningApplicationsPageQuery,
  screeningDocumentsOfOtherPostingsQuery,
  screeningInStatusesQuery,
  screeningStatusesOfUserQuery,
  humanReviewsQuery,
} from '@careers/domain/screening';
import {
  byIdsQueries,
  searchPlan,
  TALLY_AREAS,
  tablePageQuery,
  tableSearchQueries,
  talliedCountQuery,
  tallyEntriesQuery,
  tallyShardsQuery,
  type QueryDescriptor,
  type SortDirection,
  type PageCursor,
  type TableSource,
  type TallyArea,
} from '@careers/domain/shared';
import {
  panelsOfMemberQuery,
  scorecardsByInterviewerQuery,
  scorecardsOfApplicationsQueries,
  TEAM_MEMBER_SORTS,
  TEAM_MEMBERS_TABLE,
  TEAM_ROLES,
  teamMembersQuery,
  interviewsEndedQuery,
} from '@careers/domain/team';
import { usersWithEmailQuery } from '@careers/domain/users';

/** One query of the catalog: the builder that made it, the arguments it was given, the query. */
export interface CatalogQuery {
  builder: string;
  args: string;
  query: QueryDescriptor;
}

/** The admin tables (shared/table.ts), each with its sorts and the statuses its filter offers. */
export const ADMIN_TABLES: {
  name: string;
  source: TableSource<string>;
  sorts: readonly string[];
  statuses: readonly string[];
}[] = [
  {
    name: 'APPLICATIONS_TABLE',
    source: APPLICATIONS_TABLE,
    sorts: APPLICATION_LIST_SORTS,
    statuses: ADMIN_RECRUITING_STATUSES,
  },
  { name: 'OFFERS_TABLE', source: OFFERS_TABLE, sorts: OFFER_SORTS, statuses: OFFER_STATUSES },
  { name: 'SCREENING_TABLE', source: SCREENING_TABLE, sorts: SCREENING_SORTS, statuses: ADMIN_SCREENING_STATUSES },
  { name: 'JOBS_TABLE', source: JOBS_TABLE, sorts: JOB_SORTS, statuses: [] },
  { name: 'TEAM_MEMBERS_TABLE', source: TEAM_MEMBERS_TABLE, sorts: TEAM_MEMBER_SORTS, statuses: TEAM_ROLES },
];

const DIRECTIONS: SortDirection[] = ['asc', 'desc'];
/** Every posting, or one, for a table that can be narrowed to a posting. */
const postingsOf = (source: TableSource<string>): (string | undefined)[] =>
  source.postingField ? [undefined, 'a-posting'] : [undefined];
const CURSORS: (PageCursor | undefined)[] = [undefined, { value: 'x', id: 'u1' }];
/** A status filter's kinds: none, one status (==), several (in); none only, for a table without statuses. */
const statusKinds = <S extends string>(statuses: readonly S[]): (S[] | undefined)[] =>
  statuses.length === 0 ? [undefined] : [undefined, [statuses[0]!], statuses.slice(0, 2)];
/** Search plans: a one- or two-letter piece, one trigram, several trigrams (and none: no query). */
const PLANS = ['', 'ab', 'ana', 'maria santos'].map(searchPlan);
const TALLY_AREA_NAMES = Object.keys(TALLY_AREAS) as TallyArea[];
const ids = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);

/** A short text of a builder's arguments (a table by its collection, a long list by its length). */
function argsText(args: readonly unknown[]): string {
  return args
    .map((arg) =>
      JSON.stringify(arg, (key, value: unknown) => {
        if (value && typeof value === 'object' && 'sorts' in value && 'collection' in value)
          return `table of ${(value as TableSource<string>).collection}`;
        if (Array.isArray(value) && value.length > 3) return `[${value.length} values]`;
        return value;
      }),
    )
    .join(', ');
}

/** The queries `builder(...args)` answers, named by the builder (none when it answers none). */
function call<A extends unknown[]>(
  builder: (...args: A) => QueryDescriptor | QueryDescriptor[],
  ...args: A
): CatalogQuery[] {
  const result = builder(...args);
  return (Array.isArray(result) ? result : [result]).map((query) => ({
    builder: builder.name,
    args: argsText(args),
    query,
  }));
}

/** Every query the product can run. */
export function queryCatalog(): CatalogQuery[] {
  return [
    // The admin tables (web/src/features/admin-kit: live pages, searches, rows kept in view).
    ...ADMIN_TABLES.flatMap(({ source, sorts, statuses }) => [
      ...sorts.flatMap((sort) =>
        DIRECTIONS.flatMap((direction) =>
          statusKinds(statuses).flatMap((kind) =>
            postingsOf(source).flatMap((posting) =>
              CURSORS.flatMap((after) =>
                call(tablePageQuery, source, { statuses: kind, posting, sort, direction, limit: 25, after }),
              ),
            ),
          ),
        ),
      ),
      ...PLANS.flatMap((plan) => statusKinds(statuses).flatMap((kind) => call(tableSearchQueries, source, plan, kind))),
      ...call(byIdsQueries, source.collection, ids(1)),
      ...call(byIdsQueries, source.collection, ids(31)),
    ]),

    // Recruiting: the API's pages and searches (one status at most), counts and repairs, the
    // dashboard's newest, an application's history (live).
    ...APPLICATION_LIST_SORTS.flatMap((sort) =>
      DIRECTIONS.flatMap((direction) =>
        statusKinds(ADMIN_RECRUITING_STATUSES).flatMap((statuses) =>
          postingsOf(APPLICATIONS_TABLE).flatMap((posting) =>
            CURSORS.flatMap((after) =>
              call(applicationsPageQuery, { statuses, posting, sort, direction, limit: 25, after }),
            ),
          ),
        ),
      ),
    ),
    ...PLANS.flatMap((plan) =>
      statusKinds(ADMIN_RECRUITING_STATUSES).flatMap((statuses) => call(applicationsSearchQueries, plan, statuses, 50)),
    ),
    ...statusKinds(ADMIN_RECRUITING_STATUSES).flatMap((statuses) => call(applicationsInStatusesQuery, statuses)),
    ...call(newestApplicationsQuery),
    ...call(newestApplicationsQuery, 10),
    ...call(newestApplicationsQuery, 10, 'marketing-analyst-recruiting'),
    ...call(applicationHistoryQuery, 'u1'),
    // Interviews: the windows opening within the hour (the reminders) and within a day (the admins' day).
    ...call(seatsOpeningQuery, new Date('2026-11-27T11:00:00Z'), new Date('2026-11-27T12:00:00Z')),

    // Offers: the API's list and counts, the offers of Our Team's hires (live), a candidate's own (live and the API).
    ...call(newestOffersQuery),
    ...call(newestOffersQuery, 10),
    ...call(newestOffersQuery, 10, { value: '2026-11-20T00:00:00.000Z', id: 'offer-u1' }),
    ...OFFER_STATUSES.flatMap((status) => call(offersInStatusQuery, status)),
    ...call(offersInStatusQuery, 'pending', 'marketing-analyst-recruiting'),
    ...call(newestOffersQuery, 10, undefined, 'marketing-analyst-recruiting'),
    ...call(offersOfApplicationsQueries, ids(1)),
    ...call(offersOfApplicationsQueries, ids(31)),
    ...call(offersOfUserQuery, 'u1'),
    ...call(offerOfPostingApplicationQuery, 'marketing-analyst-recruiting', 'u1'),
    ...call(applicationsOfUserQuery, 'u1'),

    // Screening: the dashboards' newest (of every posting, of one) and hired team (live), the API's
    // list by offset, the lease sweep, the tally check's scored count and sum, an application's runs.
    ...call(newestScreeningApplicationsQuery, 5),
    ...call(newestScreeningApplicationsQuery, 5, 'fullstack-engineer'),
    ...call(screeningInStatusesQuery, ['hired']),
    ...call(screeningInStatusesQuery, ['shortlisted', 'hired']),
    ...call(screeningInStatusesQuery, ['hired'], 'fullstack-engineer'),
    ...call(screeningApplicationsPageQuery, { limit: 25, offset: 0 }),
    ...call(screeningApplicationsPageQuery, { status: 'hired', limit: 25, offset: 50 }),
    ...call(screeningApplicationsPageQuery, {
      limit: 25,
      offset: 0,
      after: { value: '2026-11-20T00:00:00.000Z', id: 'u1' },
    }),
    ...call(screeningApplicationsPageQuery, {
      status: 'hired',
      limit: 25,
      offset: 0,
      after: { value: '2026-11-20T00:00:00.000Z', id: 'u1' },
    }),
    ...call(screeningApplicationsInStatusQuery, 'assessing'),
    // The fairness figures: a flow's counts over a period, of every posting or of one.
    ...call(fairnessCountsQuery, 'screening', '2026-01-01', '2026-11-28'),
    ...call(firstFairnessCountsQuery, 'screening'),
    ...call(fairnessCountsQuery, 'recruiting', '2026-01-01', '2026-11-28', 'marketing-analyst-recruiting'),
    // The pipeline figures: a flow's counts, of every posting or of one, over all days or a period.
    ...call(analyticsCountsQuery, { flow: 'recruiting' }),
    ...call(analyticsCountsQuery, { flow: 'screening', job_slug: 'fullstack-engineer' }),
    ...call(analyticsCountsQuery, { flow: 'recruiting', from: '2026-01-01', to: '2026-11-28' }),
    ...call(analyticsCountsQuery, {
      flow: 'recruiting',
      job_slug: 'marketing-analyst-recruiting',
      from: '2026-01-01',
      to: '2026-11-28',
    }),
    ...call(analyticsCountsQuery, { flow: 'recruiting', from: '2026-01-01' }),
    ...call(analyticsCountsQuery, { flow: 'recruiting', job_slug: 'marketing-analyst-recruiting', to: '2026-11-28' }),
    // The human review queue: the waiting requests and the decided ones.
    ...call(humanReviewsQuery, true),
    // The scorecard reminders: the interviews that ended in a window.
    ...call(interviewsEndedQuery, new Date('2026-11-26T12:00:00Z'), new Date('2026-11-27T12:00:00Z')),
    ...call(humanReviewsQuery, false),
    ...call(scoredScreeningApplicationsQuery),
    ...call(scoredScreeningApplicationsQuery, 'fullstack-engineer'),
    ...call(assessmentRunsQuery),
    // Screening per posting: a candidate's mirrors (live, /profile and /application), and the erase's
    // and export's span of their keys to other postings.
    ...call(screeningStatusesOfUserQuery, 'u1'),
    ...call(screeningDocumentsOfOtherPostingsQuery, 'screeningApplications', 'u1'),
    ...call(screeningDocumentsOfOtherPostingsQuery, 'screeningStatus', 'u1'),
    ...call(screeningDocumentsOfOtherPostingsQuery, 'screeningDrafts', 'u1'),

    // Tallies: the dashboards' shards (live and the API), the repairs' entries, the tally check's counts.
    ...TALLY_AREA_NAMES.flatMap((area) => [
      ...call(tallyShardsQuery, area),
      ...call(tallyEntriesQuery, area),
      ...call(talliedCountQuery, area, 'all'),
      ...call(talliedCountQuery, area, { status: 'hired' }),
      ...call(talliedCountQuery, area, { createdFrom: new Date(0), createdBefore: new Date(7 * 86_400_000) }),
      // Within one posting (the check's figures per posting).
      ...call(talliedCountQuery, area, 'all', 'a-posting'),
      ...call(talliedCountQuery, area, { status: 'hired' }, 'a-posting'),
      ...call(
        talliedCountQuery,
        area,
        { createdFrom: new Date(0), createdBefore: new Date(7 * 86_400_000) },
        'a-posting',
      ),
    ]),

    // Users, jobs, mail, and what the export and the erase read.
    ...call(usersWithEmailQuery, 'a@example.com'),
    // The team: its grants by address (GET /api/admin/team-members).
    ...call(teamMembersQuery, 500),
    // An interviewer's panels (GET /api/me/interviews), the scorecards of applications (the calls,
    // the export, the erase) and of an interviewer (the erase).
    ...call(panelsOfMemberQuery, 'ivy@example.com'),
    ...call(scorecardsOfApplicationsQueries, ids(1)),
    ...call(scorecardsOfApplicationsQueries, ids(31)),
    ...call(scorecardsByInterviewerQuery, 'u1'),
    ...call(activeJobsQuery),
    ...call(jobTitlesQuery),
    ...call(applicationsToJobQueries, 'marketing-analyst-recruiting'),
    ...call(newestJobsQuery),
    ...call(newestJobsQuery, 10, { value: '2026-11-20T00:00:00.000Z', id: 'marketing-analyst-recruiting' }),
    ...call(newestMailsToQuery, 'u1', 50),
    ...call(mailsToQuery, 'u1'),
    ...call(mailsAboutQuery, 'u1'),
    // The outbox's sweep and the dashboards' counts (each count's states, failed ones not sent again).
    ...call(dueMailsQuery, new Date(0), 25),
    ...call(mailsInStatesQuery, MAIL_STATS_STATES.waiting, false),
    ...call(mailsInStatesQuery, MAIL_STATS_STATES.retrying, false),
    ...call(mailsInStatesQuery, MAIL_STATS_STATES.failed, true),
    ...call(auditEntriesAboutQueries, 'u1', ['u1', 'offer-u1'], ['a@example.com']),
    ...call(auditEntriesAboutQueries, 'u1', [], []),
    ...call(rateLimitWindowsQuery, ['writes:u1', 'reads:uid:u1']),
  ];
}
