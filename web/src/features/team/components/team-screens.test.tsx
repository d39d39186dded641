// @vitest-environment jsdom
// The interviewer's screens and the scorecard's writes against a recorded API (the calls
// themselves are tested against the emulators: functions/test/scorecards.test.ts,
// tests/e2e/team-interviews.spec.ts): the list by day; the scorecard before and after a
// submission, what a submission needs, a refusal; the autosave's timing and choices, and the
// writes taking turns. One file, one set of module mocks: the unit tests share their modules
// across files (isolate: false), so a second file mocking these would meet the first one's.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SCORECARD,
  SCORECARD_MESSAGES,
  type MyInterview,
  type ScorecardsResponse,
  type ScorecardView,
} from '@careers/domain/team';
import type { SessionUser } from '@careers/domain/users';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../../lib/api';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AuthContext, type AuthState } from '../../auth';
import type { ScorecardBody } from '../api/team-api';
import { interviewPath, TEAM_ROUTES } from '../routes';
import {
  AUTOSAVE_DELAY_MS,
  useDraftAutosave,
  useScorecardSaving,
  type ScorecardValues,
} from '../hooks/useScorecardSaving';
import MyInterviewsPage from './MyInterviewsPage';
import ScorecardPage from './ScorecardPage';

const ID = 'uid-1__test-job';
const ATTRIBUTES = DEFAULT_SCORECARD.attributes;

const view = (overrides: Partial<ScorecardView>): ScorecardView => ({
  interviewer_email: 'ivy@example.com',
  ratings: {},
  recommendation: null,
  notes: '',
  submitted: false,
  submitted_at: null,
  amended: false,
  earlier: [],
  ...overrides,
});
const OTTO = view({
  interviewer_email: 'otto@example.com',
  ratings: Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute.id, 3])),
  recommendation: 'yes',
  notes: 'Good examples.',
  submitted: true,
  submitted_at: '2026-05-10T09:00:00.000Z',
});
const INTERVIEW: MyInterview = {
  application_id: ID,
  name: 'Casey Candidate',
  job_slug: 'test-job',
  job_title: 'Sourcing Analyst',
  interview_at: '2026-05-12T12:00:00.000Z',
  linkedin_profile: 'https://www.linkedin.com/in/casey',
  scorecard_status: 'missing',
};

const CANDIDATE: ScorecardsResponse['candidate'] = {
  name: 'Casey Candidate',
  job_slug: 'test-job',
  job_title: 'Sourcing Analyst',
  interview_at: '2026-05-12T12:00:00.000Z',
  linkedin_profile: 'https://www.linkedin.com/in/casey',
  answers: {
    referral_source: 'LinkedIn',
    linkedin_verified: true,
    has_100_connections: false,
    willing_to_increase_connections: true,
    has_passport_id: false,
  },
};

/** The server: my scorecard as last written; the colleague's shows once mine is submitted (after_own). */
let server: { mine: ScorecardView | null; refusal?: ApiError };
let interviews: MyInterview[];
/** Each PUT sent, and how the server answers it (by default it stores it as mine). */
const puts: ScorecardBody[] = [];
let answerPut: (body: ScorecardBody) => Promise<{ scorecard: ScorecardView }>;
const storeMine = (body: ScorecardBody) => {
  server.mine = view({ ...body, submitted_at: body.submitted ? '2026-05-12T14:00:00.000Z' : null });
  return Promise.resolve({ scorecard: server.mine });
};

vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  apiRequest: vi.fn((path: string, options?: { method?: string; body?: unknown }) => {
    if (path === '/api/me/interviews') return Promise.resolve({ interviews });
    if (path !== `/api/scorecards/${encodeURIComponent(ID)}`) return Promise.reject(new Error(`unexpected ${path}`));
    if (server.refusal) return Promise.reject(server.refusal);
    if (options?.method === 'PUT') {
      const body = options.body as ScorecardBody;
      puts.push(body);
      return answerPut(body);
    }
    const answer: ScorecardsResponse = {
      candidate: CANDIDATE,
      attributes: ATTRIBUTES,
      mine: server.mine,
      others: server.mine?.submitted ? [OTTO] : [],
    };
    return Promise.resolve(answer);
  }),
}));
vi.mock('../../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const AUTH = { status: 'signedIn', user: { uid: 'ivy-uid' } as SessionUser, profile: null } as AuthState;

/** Signed in, with TanStack Query: what the hooks need around them. */
function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <AuthContext.Provider value={AUTH}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AuthContext.Provider>
  );
}

function open(path = interviewPath(ID)) {
  const router = createMemoryRouter(
    [
      { path: TEAM_ROUTES.interview, Component: ScorecardPage },
      { path: TEAM_ROUTES.interviews, Component: MyInterviewsPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const rate = (group: string, label: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: label }));

beforeEach(() => {
  server = { mine: null };
  interviews = [INTERVIEW];
  puts.length = 0;
  answerPut = storeMine;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(cleanup);

describe('ScorecardPage', () => {
  it('asks each attribute (its description read with it), and hides the colleagues’ until mine is in', async () => {
    open();
    const group = await screen.findByRole('radiogroup', { name: ATTRIBUTES[0]!.label });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      ATTRIBUTES[0]!.description,
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('radiogroup', { name: 'Overall recommendation' })).toBeTruthy();
    expect(screen.getByText("Colleagues' scorecards show here once you submit yours.")).toBeTruthy();
    expect(screen.getByText(/Casey Candidate · Sourcing Analyst/)).toBeTruthy();
    // The application's answers, each under its question (the form's wording).
    const answers = within(screen.getByRole('region', { name: 'The application' }));
    const answerTo = (question: string) => answers.getByText(question).closest('div')?.querySelector('dd')?.textContent;
    expect(answerTo('How did you hear about us?')).toBe('LinkedIn');
    expect(answerTo('LinkedIn profile verified')).toBe('Yes');
    expect(answerTo('100+ LinkedIn connections')).toBe('No');
    expect(answerTo('Willing to reach 100+ connections')).toBe('Yes');
    expect(answerTo('Passport or government-issued ID')).toBe('No');
    expect(answers.getByRole('link', { name: 'https://www.linkedin.com/in/casey' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/casey',
    );
    expect(screen.getByRole('link', { name: 'Back to my interviews' }).getAttribute('href')).toBe('/team/interviews');
  });

  it('saves a draft with its button', async () => {
    open();
    await screen.findByRole('radiogroup', { name: ATTRIBUTES[0]!.label });
    rate(ATTRIBUTES[0]!.label, 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    expect(puts).toEqual([{ ratings: { [ATTRIBUTES[0]!.id]: 3 }, recommendation: null, notes: '', submitted: false }]);
  });

  it('submits only a complete scorecard, then offers an amendment and shows the colleague’s', async () => {
    open();
    await screen.findByRole('radiogroup', { name: ATTRIBUTES[0]!.label });
    fireEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText(SCORECARD_MESSAGES.incomplete)).toBeTruthy();
    // (On a slow machine the autosave may save a draft meanwhile: only submissions count here.)
    const submissions = () => puts.filter((body) => body.submitted);
    expect(submissions()).toEqual([]);

    for (const attribute of ATTRIBUTES) rate(attribute.label, 'Strong yes');
    rate('Overall recommendation', 'No');
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'Solid.' } });
    await waitFor(() => expect(screen.queryByText(SCORECARD_MESSAGES.incomplete)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scorecard submitted'));
    expect(submissions()).toEqual([
      {
        ratings: Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute.id, 4])),
        recommendation: 'no',
        notes: 'Solid.',
        submitted: true,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Submit amendment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByTestId('scorecard-status').textContent).toBe('Submitted');
    const colleague = await screen.findByTestId('colleague-scorecard');
    expect(within(colleague).getByRole('heading', { name: 'otto@example.com' })).toBeTruthy();
    expect(colleague.textContent).toContain('Recommendation: Yes');
    expect(colleague.textContent).toContain('Good examples.');
  });

  it("shows an amended scorecard's earlier versions", async () => {
    server.mine = view({
      ...OTTO,
      interviewer_email: 'ivy@example.com',
      amended: true,
      earlier: [{ ratings: OTTO.ratings, recommendation: 'strong_no', notes: '', submitted_at: OTTO.submitted_at! }],
    });
    open();
    expect(await screen.findByText('Amended')).toBeTruthy();
    expect(screen.getByText(/^Strong no, submitted /)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    server.refusal = new ApiError(SCORECARD_MESSAGES.notVisible, 403);
    open();
    expect(await screen.findByText(SCORECARD_MESSAGES.notVisible)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('MyInterviewsPage', () => {
  it('lists the interviews by day, each with its candidate, posting, time, LinkedIn and scorecard', async () => {
    const DAY = 86_400_000;
    interviews = [
      {
        ...INTERVIEW,
        application_id: 'a__job',
        name: 'Ahead',
        interview_at: new Date(Date.now() + 3 * DAY).toISOString(),
      },
      { ...INTERVIEW, application_id: 'b__job', name: 'Done', scorecard_status: 'submitted', interview_at: null },
    ];
    open(TEAM_ROUTES.interviews);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const ahead = within(upcoming).getByTestId('interview-row');
    expect(within(ahead).getByRole('heading', { name: 'Ahead' })).toBeTruthy();
    expect(ahead.textContent).toContain('Sourcing Analyst');
    const linkedin = within(ahead).getByRole('link', { name: 'LinkedIn profile' });
    expect([linkedin.getAttribute('target'), linkedin.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(ahead).getByTestId('scorecard-status').textContent).toBe('Scorecard missing');
    expect(within(ahead).getByRole('link', { name: 'Open scorecard' }).getAttribute('href')).toBe(
      '/team/interviews/a__job',
    );
    const earlier = within(screen.getByRole('region', { name: 'Earlier' })).getByTestId('interview-row');
    expect(earlier.textContent).toContain('No interview time booked');
    expect(within(earlier).getByTestId('scorecard-status').textContent).toBe('Submitted');
    expect(within(earlier).getByRole('link', { name: 'View scorecard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
  });

  it('says when there is none', async () => {
    interviews = [];
    open(TEAM_ROUTES.interviews);
    expect(await screen.findByText('No interviews on your panels yet.')).toBeTruthy();
  });
});

const EMPTY: ScorecardValues = { ratings: {}, recommendation: null, notes: '' };
const rated = (ratings: ScorecardValues['ratings'], notes = ''): ScorecardValues => ({ ...EMPTY, ratings, notes });

function renderSaving(values: ScorecardValues, enabled = true, initial: ScorecardValues = EMPTY) {
  return renderHook(
    (props: { values: ScorecardValues; enabled: boolean }) => {
      const saving = useScorecardSaving(ID, initial);
      useDraftAutosave(saving, props.values, props.enabled);
      return saving;
    },
    { initialProps: { values, enabled }, wrapper: Providers },
  );
}

describe('the scorecard autosave', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('does not save what the page opened with, whatever the order of its ratings', async () => {
    renderSaving(rated({ b: 2, a: 1 }), true, rated({ a: 1, b: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(puts).toEqual([]);
  });

  it('saves a draft once, a few seconds after the last of several changes, and says when', async () => {
    const hook = renderSaving(rated({ a: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    hook.rerender({ values: rated({ a: 1 }, 'Clear'), enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(puts).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(puts).toEqual([{ ...rated({ a: 1 }, 'Clear'), submitted: false }]);
    expect(hook.result.current.autosave).toEqual({ savedAt: expect.any(Date), failed: false });
  });

  it('saves nothing while disabled (submitted, or submitting), and drops a pending save when disabled', async () => {
    const hook = renderSaving(rated({ a: 4 }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS / 2));
    hook.rerender({ values: rated({ a: 4 }), enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    hook.rerender({ values: rated({ a: 3 }), enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(puts).toEqual([]);
  });

  it('does not save again what a button saved meanwhile', async () => {
    const hook = renderSaving(rated({ a: 2 }));
    await act(() => hook.result.current.save(rated({ a: 2 }), false));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(puts).toEqual([{ ...rated({ a: 2 }), submitted: false }]);
  });

  it('says when an autosave failed, until a save succeeds', async () => {
    answerPut = () => Promise.reject(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hook = renderSaving(rated({ a: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.autosave.failed).toBe(true);
    answerPut = (body) => Promise.resolve({ scorecard: view(body) });
    await act(() => hook.result.current.save(rated({ a: 2 }), false));
    expect(hook.result.current.autosave.failed).toBe(false);
    warn.mockRestore();
  });
});

describe('the scorecard writes', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('take turns: a submission waits for the draft sent before it, even one that fails', async () => {
    let failDraft: (error: Error) => void = () => undefined;
    answerPut = (body) =>
      body.submitted
        ? Promise.resolve({ scorecard: view(body) })
        : new Promise((_resolve, reject) => {
            failDraft = reject;
          });
    const hook = renderSaving(EMPTY, false);
    let draft: Promise<unknown> = Promise.resolve();
    let submission: Promise<ScorecardView> | undefined;
    act(() => {
      draft = hook.result.current.save(rated({ a: 1 }), false).catch(() => 'failed');
      submission = hook.result.current.save(rated({ a: 1 }), true);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(puts.map((body) => body.submitted)).toEqual([false]);
    failDraft(new Error('conflict'));
    expect(await draft).toBe('failed');
    await expect(submission).resolves.toMatchObject({ submitted: true });
    expect(puts.map((body) => body.submitted)).toEqual([false, true]);
  });
});
