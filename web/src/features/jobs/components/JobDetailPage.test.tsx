// @vitest-environment jsdom
// The apply buttons of a posting's page as the auth state resolves: the page is server-rendered
// with both (data-session hides one), and the one that stays must be the same element. A link
// replaced between a press and its release gets no click (seen as a lost click on a busy machine).
import { cleanup, render, screen } from '@testing-library/react';
import { makeJob } from '@careers/domain/testing';
import { serialize } from '@careers/domain/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthContext, type AuthState, type AuthStatus } from '../../auth';
import type { PublicJob } from '../api/jobs-api';
import { JobDetail } from './JobDetailPage';

const job = serialize({ ...makeJob({ isActive: true }), id: 'campaign-analyst' }) as PublicJob;

const newRouter = () =>
  createMemoryRouter([{ path: '*', element: <JobDetail job={job} /> }], { initialEntries: ['/jobs/campaign-analyst'] });

function Page({ status, router }: { status: AuthStatus; router: ReturnType<typeof newRouter> }): ReactNode {
  const auth = { status, user: null, profile: null } as unknown as AuthState;
  return (
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>
  );
}

/** The page's apply links ('Apply for This Position' at its top, 'Apply Now' at its end), whatever hides them. */
const applyLinks = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((link) => ['Apply for This Position', 'Apply Now'].includes(link.textContent ?? ''));

afterEach(cleanup);

describe('the apply button as the auth state resolves', () => {
  it('is offered both ways while the state is unknown', () => {
    render(<Page status="loading" router={newRouter()} />);
    const both = ['/jobs/campaign-analyst/apply', '/signin?redirect=%2Fjobs%2Fcampaign-analyst%2Fapply'];
    expect(applyLinks().map((link) => link.getAttribute('href'))).toEqual([...both, ...both]);
  });

  it.each([
    ['signedIn', '/jobs/campaign-analyst/apply'],
    ['signedOut', '/signin?redirect=%2Fjobs%2Fcampaign-analyst%2Fapply'],
  ] as const)('keeps the element it showed once %s', (status, href) => {
    const router = newRouter();
    const { rerender } = render(<Page status="loading" router={router} />);
    const shown = applyLinks().filter((link) => link.getAttribute('href') === href);
    expect(shown).toHaveLength(2);
    rerender(<Page status={status} router={router} />);
    const after = applyLinks();
    expect(after).toHaveLength(2);
    after.forEach((link, index) => expect(link).toBe(shown[index]));
  });
});
