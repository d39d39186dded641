import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from './templates';

describe('the outbox templates', () => {
  it('is rendered from an outbox document', () => {
    expect(
      renderOutboxMail({ to: 'ana@example.com', template: { name: 'interview_invitation', data: { name: '' } } })?.text,
    ).toMatch(/^Hi ana,/);
    expect(
      renderOutboxMail({ to: 'a@example.com', template: { name: 'other' as 'interview_invitation', data: {} } }),
    ).toBeNull();
  });
});
