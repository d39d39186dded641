// The one TanStack Query client of the web app: every REST call of a signed-in screen goes
// through it (caching, retries, invalidation after a mutation). Public pages do not load it.
import { QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api';
import type { Live } from './firebase/live';

/** Retries a failed call up to twice, but never a refusal (4xx): asking again changes nothing. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * A query's answer in the app's one loading shape (Live: loading, success with its data, or
 * error), and `retry`, which asks again: what the app's own hooks over a REST read return.
 */
export function liveAnswer<T>(query: UseQueryResult<T>): Live<T> & { retry: () => void } {
  const retry = () => void query.refetch();
  if (query.data !== undefined) return { status: 'success', data: query.data, retry };
  if (query.isError) return { status: 'error', error: query.error, retry };
  return { status: 'loading', retry };
}
