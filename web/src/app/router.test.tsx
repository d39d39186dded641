// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the route table', () => {
  it('paints a page whose code is still loading without a warning from the router', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/privacy'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(router.state.initialized).toBe(false);
    expect(container.innerHTML).toBe('');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    router.dispose();
  });
});
