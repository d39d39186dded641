// Autosave of the screening form: the draft is written DRAFT_AUTOSAVE_DELAY_MS after the last
// change, only when it differs from what was last saved, and never when it is over the size bound
// (screeningDraftOf answers null; the rules would refuse it too).
import { DRAFT_AUTOSAVE_DELAY_MS, screeningDraftOf, type ScreeningFormValues } from '@careers/domain/screening';
import { useMemo, useRef, useState } from 'react';
import { useAutosave } from '../../../lib/autosave';
import { useSaveScreeningDraft } from '../api/screening-api';

/** What the form shows of the autosave. */
export interface AutosaveState {
  savedAt: Date | null;
  /** The last save failed (it is tried again with the next change). */
  failed: boolean;
  /** The answers are too large to save as a draft. */
  tooLarge: boolean;
}

/**
 * Saves `values` and `section` as the draft for the posting `jobSlug` (the specification's by
 * default) after a pause in typing while `enabled`; `restored` is what the draft held when the
 * form opened (not saved again).
 */
export function useDraftAutosave(
  values: ScreeningFormValues,
  section: number,
  enabled: boolean,
  restored: { values: ScreeningFormValues; section: number; savedAt: Date | null },
  jobSlug?: string,
): AutosaveState {
  const { mutateAsync } = useSaveScreeningDraft(jobSlug);
  const lastSaved = useRef<string | null>(JSON.stringify(screeningDraftOf(restored.values, restored.section)));
  const [saved, setSaved] = useState({ savedAt: restored.savedAt, failed: false });
  const draft = useMemo(() => screeningDraftOf(values, section), [values, section]);
  const serialized = draft ? JSON.stringify(draft) : null;

  useAutosave(serialized, enabled, DRAFT_AUTOSAVE_DELAY_MS, lastSaved, () => {
    if (!draft) return;
    mutateAsync(draft).then(
      (savedAt) => {
        lastSaved.current = serialized;
        setSaved({ savedAt, failed: false });
      },
      (error: unknown) => {
        console.warn('draft not saved', error);
        setSaved((current) => ({ ...current, failed: true }));
      },
    );
  });

  return { ...saved, tooLarge: draft === null };
}
