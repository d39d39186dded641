// analyticsCounts/{flow}--{slug}--{day} and analyticsEntries/{flow}--{application id}: the pipeline
// figures' counts (AnalyticsCounts, domain/src/analytics/analytics.ts) and what each application
// counts there now, kept as stores/day-counts.ts keeps them.
import {
  analyticsCountsId,
  analyticsCountsQuery,
  analyticsEntryId,
  type AnalyticsCounts,
  type AnalyticsFilter,
  type AnalyticsFlow,
} from '@careers/domain/analytics';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { dayCountsStore } from './day-counts';
import { describedQuery } from './query';

/** What each application counts in the pipeline figures, and the counts. */
export const analyticsCounts = dayCountsStore<AnalyticsFlow>({
  counts: COLLECTIONS.analyticsCounts,
  entries: COLLECTIONS.analyticsEntries,
  countsId: analyticsCountsId,
  entryId: analyticsEntryId,
});

/** The counts documents of a filter: one read a day and posting with applications. */
export async function readAnalyticsCounts(filter: AnalyticsFilter): Promise<AnalyticsCounts[]> {
  const counts = db.collection(COLLECTIONS.analyticsCounts).withConverter(converter<AnalyticsCounts>());
  return (await describedQuery(counts, analyticsCountsQuery(filter)).get()).docs.map((doc) => doc.data());
}
