// @vitest-environment jsdom
// Beside the screening result: when the button that asks a person to review it shows (by status
// and by what the status mirror says of a request), its dialog, and the notice of how answers are
// assessed. Nothing is sent here (the call itself is tested against the emulators:
// functions/test/accountability.test.ts), so no module is mocked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  HUMAN_REVIEW_FROM,
  HUMAN_REVIEW_MESSAGES,
  HUMAN_REVIEW_REASON_MAX,
  SCREENING_STATUSES,
  screeningNotice,
  type HumanReviewMirror,
  type ScreeningStatus,
} from '@careers/domain/screening';
import { afterEach, describe, expect, it } from 'vitest';
import { HumanReviewRequest } from './HumanReviewRequest';
import { ScreeningNotice } from './ScreeningNotice';

afterEach(cleanup);

function showRequest(status: ScreeningStatus, review: HumanReviewMirror | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HumanReviewRequest status={status} review={review} />
    </QueryClientProvider>,
  );
}

const askButton = () => screen.queryByRole('button', { name: HUMAN_REVIEW_MESSAGES.ask });
const REQUESTED = new Date('2026-05-01T10:00:00Z');

describe('HumanReviewRequest', () => {
  it.each(['screening_passed', 'screening_failed'] as const)(
    'offers the request on a decided result (%s)',
    (status) => {
      showRequest(status, null);
      expect(askButton()).toBeTruthy();
      expect(screen.queryByTestId('human-review-state')).toBeNull();
    },
  );

  it('offers nothing before the assessment decided or after a person moved it on', () => {
    const others = SCREENING_STATUSES.filter((status) => !(HUMAN_REVIEW_FROM as readonly string[]).includes(status));
    expect(others).toContain('assessing');
    for (const status of others) {
      const view = showRequest(status, null);
      expect(view.container.textContent, status).toBe('');
      cleanup();
    }
  });

  it('says the request waits instead of offering it again', () => {
    showRequest('screening_failed', { requested_at: REQUESTED, decided_at: null });
    expect(askButton()).toBeNull();
    expect(screen.getByTestId('human-review-state').textContent).toBe(HUMAN_REVIEW_MESSAGES.waiting);
  });

  it('says a person decided, whatever the status became', () => {
    showRequest('rejected', { requested_at: REQUESTED, decided_at: new Date('2026-05-02T10:00:00Z') });
    expect(askButton()).toBeNull();
    expect(screen.getByTestId('human-review-state').textContent).toBe(HUMAN_REVIEW_MESSAGES.decided);
  });

  it('opens a dialog with the optional reason, at most the length the API keeps, and the send button', () => {
    showRequest('screening_failed', null);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(askButton()!);
    const dialog = screen.getByRole('dialog', { name: HUMAN_REVIEW_MESSAGES.ask });
    const reason = within(dialog).getByRole('textbox', { name: HUMAN_REVIEW_MESSAGES.reasonLabel });
    expect(reason.getAttribute('maxlength')).toBe(String(HUMAN_REVIEW_REASON_MAX));
    const text = 'My projects section was cut short.';
    fireEvent.change(reason, { target: { value: text } });
    expect(within(dialog).getByText(`${text.length}/${HUMAN_REVIEW_REASON_MAX}`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: HUMAN_REVIEW_MESSAGES.send })).toBeTruthy();
  });
});

describe('ScreeningNotice', () => {
  it('titles the notice at the level asked, with its paragraphs and each weighted section', () => {
    const notice = screeningNotice();
    render(<ScreeningNotice headingLevel="h3" defaultExpanded />);
    const heading = screen.getByRole('heading', { level: 3, name: notice.title });
    expect(within(heading).getByRole('button', { name: notice.title }).getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: notice.title });
    for (const paragraph of notice.paragraphs) expect(within(region).getByText(paragraph)).toBeTruthy();
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('Frontend Development: 20%');
    expect(items).toEqual(notice.sections.map((section) => `${section.title}: ${section.weight}%`));
  });

  it('starts closed unless asked open', () => {
    render(<ScreeningNotice headingLevel="h2" />);
    const toggle = screen.getByRole('button', { name: screeningNotice().title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: screeningNotice().title })).toBeTruthy();
  });
});
