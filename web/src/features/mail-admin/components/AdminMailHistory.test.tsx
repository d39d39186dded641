// @vitest-environment jsdom
import type { OutboxMailSummary } from '@careers/domain/mail';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminMailHistory, mailDeliveryLines } from './AdminMailHistory';

afterEach(cleanup);

const AT = '2026-11-21T10:00:00.000Z';
const attempt = (number: number, outcome: string, code: number | null, answer: string) => ({
  number,
  started_at: AT,
  ended_at: AT,
  outcome,
  code,
  answer,
});

/** A mail summary as the admin calls answer it, its delivery as given. */
function mail(id: string, delivery: Partial<OutboxMailSummary['delivery']>, more: Partial<OutboxMailSummary> = {}) {
  return {
    id,
    to: 'maria@example.com',
    template: 'offer_ready',
    label: 'Offer ready to sign',
    created_at: AT,
    requested_by: 'admin-1',
    resend_of: null,
    resent_as: null,
    delivery: {
      state: 'pending',
      attempts: 0,
      start_time: null,
      lease_expire_time: null,
      handover_time: null,
      end_time: null,
      due_time: null,
      error: null,
      info: null,
      history: [],
      ...delivery,
    },
    ...more,
  } as OutboxMailSummary;
}

const failed = mail('m-failed', {
  state: 'error',
  attempts: 1,
  error: '550 5.1.1 Mailbox does not exist',
  history: [attempt(1, 'permanent', 550, '550 5.1.1 Mailbox does not exist')],
} as Partial<OutboxMailSummary['delivery']>);

describe('mailDeliveryLines', () => {
  it("says a retrying mail's state, attempts, next attempt and last answer", () => {
    const retrying = mail('m1', {
      state: 'retrying',
      attempts: 2,
      due_time: '2026-11-21T10:04:00.000Z',
      history: [attempt(1, 'transient', null, 'connect ECONNREFUSED'), attempt(2, 'transient', 451, '451 4.7.1 later')],
    } as Partial<OutboxMailSummary['delivery']>);
    const lines = mailDeliveryLines(retrying);
    expect(lines[0]).toMatch(/^maria@example\.com · queued /);
    expect(lines[1]).toMatch(/^Retrying · 2 attempts · next attempt .+/);
    expect(lines[2]).toBe('Last answer: 451 4.7.1 later');
    expect(lines).toHaveLength(3);
  });

  it('warns that a mail whose outcome is unknown may have arrived, until it is sent again', () => {
    const unknown = mail('m2', {
      state: 'error',
      attempts: 1,
      history: [attempt(1, 'unknown', null, 'The connection ended after the mail was handed over')],
    } as Partial<OutboxMailSummary['delivery']>);
    expect(mailDeliveryLines(unknown)).toContain('It may have arrived: ask the candidate before sending it again.');
    expect(mailDeliveryLines({ ...unknown, resent_as: 'm3' })).toEqual([
      expect.stringMatching(/^maria@example\.com/),
      'Failed · 1 attempt',
      'Last answer: The connection ended after the mail was handed over',
      'Sent again as a new mail (listed above)',
    ]);
  });
});

describe('AdminMailHistory', () => {
  const renderList = (mails: OutboxMailSummary[]) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminMailHistory mails={mails} emptyText="No emails sent yet" testId="mails" />
      </QueryClientProvider>,
    );

  it('offers "Send again" for a failed mail no admin sent again, and for no other', () => {
    const sent = mail('m-sent', { state: 'sent', attempts: 1 } as Partial<OutboxMailSummary['delivery']>, {
      label: 'Offer accepted',
    });
    const resent = { ...failed, id: 'm-resent', label: 'Offer withdrawn', resent_as: 'm-new' };
    renderList([failed, sent, resent]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Send again: Offer ready to sign',
    ]);
    expect(screen.getByTestId('mail-m-failed').textContent).toContain('Failed · 1 attempt');
    expect(screen.getByTestId('mail-m-failed').textContent).toContain('Last answer: 550 5.1.1 Mailbox does not exist');
  });

  it('says so when there is none', () => {
    renderList([]);
    expect(screen.getByText('No emails sent yet')).toBeTruthy();
  });
});
