// liveAnswer: a TanStack query's state as the app's one loading shape. The query results are
// stand-ins holding only what liveAnswer reads; the real queries run end to end (tests/e2e).
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { failureOf, liveAnswer } from './query';

const failure = new Error('network down');
const queryOf = (state: { data?: number; error?: Error }) => {
  const refetch = vi.fn();
  const query = { data: state.data, error: state.error ?? null, isError: state.error !== undefined, refetch };
  return { query: query as unknown as UseQueryResult<number>, refetch };
};

describe('liveAnswer', () => {
  it('answers loading while there is neither data nor an error (a disabled query too)', () => {
    const answer = liveAnswer(queryOf({}).query);
    expect(answer.status).toBe('loading');
    expect(failureOf(answer)).toBeUndefined();
  });

  it('answers the data, with no failure', () => {
    const answer = liveAnswer(queryOf({ data: 3 }).query);
    expect(answer).toMatchObject({ status: 'success', data: 3 });
    expect(answer.refreshFailed).toBeUndefined();
    expect(failureOf(answer)).toBeUndefined();
  });

  it('answers the error when there is no data', () => {
    const answer = liveAnswer(queryOf({ error: failure }).query);
    expect(answer).toMatchObject({ status: 'error', error: failure });
    expect(failureOf(answer)).toBe(failure);
  });

  it('keeps the data shown when asking again failed, and holds that failure beside it', () => {
    const answer = liveAnswer(queryOf({ data: 3, error: failure }).query);
    expect(answer).toMatchObject({ status: 'success', data: 3, refreshFailed: failure });
    expect(failureOf(answer)).toBe(failure);
  });

  it('retries by asking the query again', () => {
    const { query, refetch } = queryOf({ error: failure });
    liveAnswer(query).retry();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
