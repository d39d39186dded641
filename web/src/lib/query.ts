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
 * What the app's own hooks over a REST read answer: the app's one loading shape (Live: loading,
 * success with its data, or error), and `retry`, which asks again. Data once answered stays the
 * answer (success) while the query is asked again (a poll, a refetch) and, with `placeholderData`,
 * while a new key loads. When asking the same key again fails, the data stays and `refreshFailed`
 * holds the error, for a screen that says so beside the data it still shows; a new key that fails
 * answers error (the placeholder is dropped).
 */
export type LiveAnswer<T> = Live<T> & { retry: () => void; refreshFailed?: Error };

/** A query's answer in the app's one loading shape (LiveAnswer); a disabled query without data is loading. */
export function liveAnswer<T>(query: UseQueryResult<T>): LiveAnswer<T> {
  const retry = () => void query.refetch();
  if (query.data !== undefined) {
    return query.isError
      ? { status: 'success', data: query.data, retry, refreshFailed: query.error }
      : { status: 'success', data: query.data, retry };
  }
  if (query.isError) return { status: 'error', error: query.error, retry };
  return { status: 'loading', retry };
}

/** What a screen tells as failed: the answer's error, or a failed refresh's beside the data still shown. */
export function failureOf(answer: LiveAnswer<unknown>): Error | undefined {
  return answer.status === 'error' ? answer.error : answer.refreshFailed;
}
