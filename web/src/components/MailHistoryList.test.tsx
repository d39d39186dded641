// @vitest-environment jsdom
import type { MailHistoryEntry } from '@careers/domain/mail';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MailHistoryList } from './MailHistoryList';

afterEach(cleanup);

const mail = (id: string, label: string, state: MailHistoryEntry['delivery']['state']): MailHistoryEntry => ({
  id,
  to: 'maria@example.com',
  template: 'application_received',
  label,
  created_at: '2026-11-21T10:00:00.000Z',
  delivery: { state },
});

describe('MailHistoryList', () => {
  it('lists each mail in the order given with its state', () => {
    const mails = [
      mail('a', 'Interview scheduled', 'retrying'),
      mail('b', 'Offer ready to sign', 'error'),
      mail('c', 'Application received', 'sent'),
    ];
    render(<MailHistoryList mails={mails} emptyText="No emails sent yet" testId="list" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Interview scheduled.* · Retrying$/),
      expect.stringMatching(/^Offer ready to sign.* · Failed$/),
      expect.stringMatching(/^Application received.* · Sent$/),
    ]);
  });

  it('says so when there is none', () => {
    render(<MailHistoryList mails={[]} emptyText="No emails sent yet" testId="list" />);
    expect(screen.getByText('No emails sent yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
