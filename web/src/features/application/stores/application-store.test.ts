import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, useApplicationStore } from './application-store';

const store = () => useApplicationStore.getState();

describe('the wizard store', () => {
  beforeEach(() => useApplicationStore.setState({ uid: null, draft: EMPTY_DRAFT, placed: false, step: 0 }));

  it('prefills name and email only where empty', () => {
    store().begin('u1');
    store().prefill({ name: 'Maria', email: 'maria@example.com' });
    store().updateDraft({ name: 'Maria Santos' });
    store().prefill({ name: 'Google Name', email: 'other@example.com' });
    expect(store().draft).toMatchObject({ name: 'Maria Santos', email: 'maria@example.com' });
  });

  it("keeps a user's draft when they come back, but asks again where they stand", () => {
    store().begin('u1');
    store().updateDraft({ country: 'India' });
    store().goToStep(2);
    store().place({ status: 'new_user', step: 2, totalSteps: 4 });
    store().begin('u1');
    expect(store().draft.country).toBe('India');
    expect(store().placed).toBe(false);
    expect(store().step).toBe(0);
  });

  it("starts another user's flow empty", () => {
    store().begin('u1');
    store().updateDraft({ country: 'India', phone_number: '98765 43210' });
    store().begin('u2');
    expect(store().draft).toEqual(EMPTY_DRAFT);
  });

  it('moves only within the form steps', () => {
    store().begin('u1');
    store().goToStep(5);
    expect(store().step).toBe(3);
    store().goToStep(-1);
    expect(store().step).toBe(0);
  });

  it('keeps the interview time when a placement does not carry one', () => {
    const interview = { start: new Date('2026-11-22T12:00:00Z'), end: new Date('2026-11-22T14:00:00Z') };
    store().begin('u1');
    store().place({ status: 'meeting_scheduled', step: 5, totalSteps: 7, interview });
    store().place({ status: 'interviewed', step: 6, totalSteps: 7 });
    expect(store().interview).toEqual(interview);
  });
});
