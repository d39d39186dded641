// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from './url-filters';

afterEach(cleanup);

type Setter = ReturnType<typeof useUrlFilters<'flow' | 'posting' | 'from' | 'to'>>['setFilter'];

/** A router at `path` whose screen hands out its filter setter. */
function screenAt(path: string) {
  const found: { setFilter?: Setter } = {};
  function Screen() {
    found.setFilter = useUrlFilters<'flow' | 'posting' | 'from' | 'to'>().setFilter;
    return null;
  }
  const router = createMemoryRouter([{ path: '/figures', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, setFilter: () => found.setFilter! };
}

const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useUrlFilters', () => {
  it('keeps two changes asked in a row, the second built on the first', async () => {
    const { router, setFilter } = screenAt('/figures?posting=p1');
    const set = setFilter();
    await act(async () => {
      set('from', '2021-01-01');
      set('to', '2021-01-31');
    });
    expect(searchOf(router)).toEqual({ posting: 'p1', from: '2021-01-01', to: '2021-01-31' });
  });

  it('removes a filter with no value, and the filters a change clears', async () => {
    const { router, setFilter } = screenAt('/figures?flow=recruiting&posting=p1&from=2021-01-01');
    await act(async () => setFilter()('from', undefined));
    await act(async () => setFilter()('flow', 'screening', ['posting']));
    expect(searchOf(router)).toEqual({ flow: 'screening' });
  });

  it('starts from the URL again once it moved otherwise (back, a link)', async () => {
    const { router, setFilter } = screenAt('/figures?from=2021-01-01');
    await act(async () => setFilter()('to', '2021-01-31'));
    await act(async () => router.navigate('/figures?posting=p2'));
    await act(async () => setFilter()('from', '2022-01-01'));
    expect(searchOf(router)).toEqual({ posting: 'p2', from: '2022-01-01' });
  });
});
