// The one TanStack Query client of the web app: every REST call of a signed-in screen goes
// through it (caching, retries, invalidation after a mutation). Public pages do not load it.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

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
