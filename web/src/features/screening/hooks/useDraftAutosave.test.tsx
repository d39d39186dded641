// @vitest-environment jsdom
// The autosave's timing and choices, with the Firestore write replaced by a recorder (the write
// itself and the rules it passes are tested against the emulators: tests/rules, tests/e2e).
import { act, renderHook } from '@testing-library/react';
import { emptyScreeningForm, type ScreeningDraftWrite, type ScreeningFormValues } from '@careers/domain/screening';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftAutosave } from './useDraftAutosave';

const saves: ScreeningDraftWrite[] = [];
const SAVED_AT = new Date('2026-03-05T10:00:00Z');

vi.mock('../api/screening-api', () => ({
  useSaveScreeningDraft: () => ({
    mutateAsync: (draft: ScreeningDraftWrite) => {
      saves.push(draft);
      return Promise.resolve(SAVED_AT);
    },
  }),
}));

const restored = { values: emptyScreeningForm(), section: 0, savedAt: null };
const withName = (name: string): ScreeningFormValues => ({ ...emptyScreeningForm(), university_name: name });

function render(values: ScreeningFormValues, section = 0, enabled = true) {
  return renderHook(
    (props: { values: ScreeningFormValues; section: number; enabled: boolean }) =>
      useDraftAutosave(props.values, props.section, props.enabled, restored),
    {
      initialProps: { values, section, enabled },
    },
  );
}

beforeEach(() => {
  saves.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useDraftAutosave', () => {
  it('does not save what the draft already holds', async () => {
    render(emptyScreeningForm());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saves).toEqual([]);
  });

  it('saves once, a second after the last of several changes, and says when', async () => {
    const hook = render(withName('V'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    hook.rerender({ values: withName('VI'), section: 0, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(600));
    hook.rerender({ values: withName('VIT'), section: 0, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saves).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!.values).university_name).toBe('VIT');
    expect(saves[0]).toMatchObject({ section: 0, version: 1 });
    expect(hook.result.current).toEqual({ savedAt: SAVED_AT, failed: false, tooLarge: false });
  });

  it('saves a change of section alone', async () => {
    const hook = render(emptyScreeningForm(), 0);
    hook.rerender({ values: emptyScreeningForm(), section: 2, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saves.map((draft) => draft.section)).toEqual([2]);
  });

  it('saves nothing while disabled (submitting), and drops a pending save when disabled', async () => {
    const hook = render(withName('VIT'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    hook.rerender({ values: withName('VIT'), section: 0, enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saves).toEqual([]);
  });

  it('does not save answers over the size bound, and says so', async () => {
    const hook = render({ ...emptyScreeningForm(), coursework_description: 'x'.repeat(803_792) });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saves).toEqual([]);
    expect(hook.result.current.tooLarge).toBe(true);
  });
});
