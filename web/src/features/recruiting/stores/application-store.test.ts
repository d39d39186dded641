import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, useApplicationStore } from './application-store';

const store = () => useApplicationStore.getState();

describe('the wizard store', () => {
  beforeEach(() => useApplicationStore.setState({ owner: null, draft: EMPTY_DRAFT, step: 0 }));

  it('prefills name and email only where empty', () => {
    store().begin('u1', 'analyst');
    store().prefill({ name: 'Maria', email: 'maria@example.com' });
    store().updateDraft({ name: 'Maria Santos' });
    store().prefill({ name: 'Google Name', email: 'other@example.com' });
    expect(store().draft).toMatchObject({ name: 'Maria Santos', email: 'maria@example.com' });
  });

  it("keeps a user's draft when they come back, starting again on the first step", () => {
    store().begin('u1', 'analyst');
    store().updateDraft({ country: 'India' });
    store().goToStep(2);
    store().begin('u1', 'analyst');
    expect(store().draft.country).toBe('India');
    expect(store().step).toBe(0);
  });

  it("starts another user's flow empty", () => {
    store().begin('u1', 'analyst');
    store().updateDraft({ country: 'India', phone_number: '98765 43210' });
    store().begin('u2', 'analyst');
    expect(store().draft).toEqual(EMPTY_DRAFT);
  });

  it("starts another posting's flow empty: its agreement and consents are its own", () => {
    store().begin('u1', 'analyst');
    store().updateDraft({ confidentiality_agreed: true, data_processing_consent: true, country: 'India' });
    store().begin('u1', 'analyst-campaign-2');
    expect(store().draft).toEqual(EMPTY_DRAFT);
  });

  it('moves only within the form steps', () => {
    store().begin('u1', 'analyst');
    store().goToStep(5);
    expect(store().step).toBe(3);
    store().goToStep(-1);
    expect(store().step).toBe(0);
  });
});
