// @vitest-environment jsdom
import { pendingDelivery, type OutboxMailSummary } from '@careers/domain/mail';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MailHistoryList } from './MailHistoryList';

afterEach(cleanup);

const mail = (id: string, label: string, state: 'sent' | 'error', error: string | null = null): OutboxMailSummary => ({
  id,
  to: 'maria@example.com',
  template: 'application_received',
  label,
  created_at: '2026-11-21T10:00:00.000Z',
  requested_by: 'u1',
  delivery: { ...pendingDelivery(), state, error, start_time: null, lease_expire_time: null, end_time: null },
});

describe('MailHistoryList', () => {
  it('lists each mail in the order given with its state, and the failure only when asked', () => {
    const mails = [
      mail('a', 'Interview scheduled', 'error', 'connect ECONNREFUSED'),
      mail('b', 'Application received', 'sent'),
    ];
    render(<MailHistoryList mails={mails} emptyText="No emails sent yet" testId="list" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Interview scheduled.* · Failed$/),
      expect.stringMatching(/^Application received.* · Sent$/),
    ]);
    cleanup();
    render(<MailHistoryList mails={mails} emptyText="No emails sent yet" showErrors testId="list" />);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(/ · Failed · connect ECONNREFUSED$/);
  });

  it('says so when there is none', () => {
    render(<MailHistoryList mails={[]} emptyText="No emails sent yet" testId="list" />);
    expect(screen.getByText('No emails sent yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
