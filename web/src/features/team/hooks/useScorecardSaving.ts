// The writes of my scorecard: the buttons' (a draft, a submission) and the autosave of a draft a
// few seconds after the last change. They run one after another, so an autosave already sent
// cannot land after the submission that followed it (the server would refuse a draft over a
// submitted scorecard).
import type { ScorecardView } from '@careers/domain/team';
import { useCallback, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useAutosave } from '../../../lib/autosave';
import { useSaveScorecard, type ScorecardBody } from '../api/team-api';

/** What the form holds: the PUT body but whether it is submitted (the button says). */
export type ScorecardValues = Omit<ScorecardBody, 'submitted'>;

/** The draft saves on its own this long after the last change. */
export const AUTOSAVE_DELAY_MS = 3000;

/** The values as one text, the same whatever order the ratings were given in. */
const snapshotOf = ({ ratings, recommendation, notes }: ScorecardValues) =>
  JSON.stringify([Object.entries(ratings).sort(([a], [b]) => a.localeCompare(b)), recommendation, notes]);

/** What the form shows of the autosave. */
export interface AutosaveState {
  savedAt: Date | null;
  /** The last autosave failed, and nothing was saved since (it is tried again with the next change). */
  failed: boolean;
}

/** The writes of my scorecard, one at a time, the values last saved (as their snapshot), and the autosave's state. */
export interface ScorecardSaving {
  save: (values: ScorecardValues, submitted: boolean) => Promise<ScorecardView>;
  lastSaved: RefObject<string>;
  autosave: AutosaveState;
  setAutosave: Dispatch<SetStateAction<AutosaveState>>;
}

/** Saves my scorecard of `applicationId`; `initial` is what the page opened with (saved already). */
export function useScorecardSaving(applicationId: string, initial: ScorecardValues): ScorecardSaving {
  const { mutateAsync } = useSaveScorecard(applicationId);
  const lastSaved = useRef(snapshotOf(initial));
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [autosave, setAutosave] = useState<AutosaveState>({ savedAt: null, failed: false });
  const save = useCallback(
    (values: ScorecardValues, submitted: boolean): Promise<ScorecardView> => {
      const run = queue.current
        .catch(() => undefined)
        .then(() => mutateAsync({ ...values, submitted }))
        .then(({ scorecard }) => {
          lastSaved.current = snapshotOf(values);
          setAutosave((current) => (current.failed ? { ...current, failed: false } : current));
          return scorecard;
        });
      queue.current = run;
      return run;
    },
    [mutateAsync],
  );
  return { save, lastSaved, autosave, setAutosave };
}

/**
 * While `enabled`, saves `values` as a draft AUTOSAVE_DELAY_MS after their last change, when they
 * differ from what was last saved.
 */
export function useDraftAutosave(
  { save, lastSaved, setAutosave }: ScorecardSaving,
  values: ScorecardValues,
  enabled: boolean,
): void {
  useAutosave(snapshotOf(values), enabled, AUTOSAVE_DELAY_MS, lastSaved, () => {
    save(values, false).then(
      () => setAutosave({ savedAt: new Date(), failed: false }),
      (error: unknown) => {
        console.warn('scorecard draft not saved', error);
        setAutosave((current) => ({ ...current, failed: true }));
      },
    );
  });
}
