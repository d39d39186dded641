// The Analytics screens' one call: the pipeline figures of a flow, optionally of one posting and a
// period, from the counts the functions keep as applications change (docs/features/analytics.md).
import { ANALYTICS_API, type AnalyticsFilter, type AnalyticsReport } from '@careers/domain/analytics';
import { isBackwardsPeriod, withQuery } from '@careers/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';

const keys = {
  report: (filter: AnalyticsFilter) => ['analytics', 'report', filter] as const,
};

/** GET /api/admin/analytics: the funnel, times, sources and offers. A period ending before it starts is not asked (400). */
export function useAnalytics(filter: AnalyticsFilter) {
  return liveAnswer(
    useQuery({
      queryKey: keys.report(filter),
      queryFn: () => apiRequest<AnalyticsReport>(withQuery(ANALYTICS_API.admin, { ...filter })),
      enabled: !isBackwardsPeriod(filter),
      retry: 1,
    }),
  );
}
