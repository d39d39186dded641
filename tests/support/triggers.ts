// Background (Firestore) triggers of the functions emulator, paused for a stage that must see only
// its own calls' effects (the switch itself: scripts/lib/background-triggers.mjs).
import { pauseBackgroundTriggers as pauseThem } from '../../scripts/lib/background-triggers.mjs';
import { paced } from './pace';

/**
 * Stops the functions emulator's background triggers, if it runs, and answers how to start them
 * again. In a phase of `npm test` that runs with them paused throughout (scripts/test-stages.mjs
 * says so with BACKGROUND_TRIGGERS_PAUSED=1), there is nothing to stop, and the phase's end starts
 * them again: a resume reloads the functions, so one for the phase instead of one per stage.
 */
export async function pauseBackgroundTriggers(): Promise<() => Promise<void>> {
  if (process.env.BACKGROUND_TRIGGERS_PAUSED === '1') return () => Promise.resolve();
  return pauseThem();
}

/**
 * How long a function test waits for a background trigger's effect, and how often it looks. A
 * trigger runs a moment after its write on a quiet machine; the functions emulator queues it behind
 * every other test file's triggers, and a shared machine can be slower still (two busy cores made a
 * mail delivery take over 10 s here), so the wait is a minute. The functions project's test timeout
 * (vitest.config.ts) leaves room for a few such waits in one test.
 */
export const TRIGGER_WAIT = { timeout: paced(90_000), interval: 200 } as const;

/**
 * TRIGGER_WAIT for a wait that asks the API (one or two calls a look): it looks at most every
 * 1.2 s, at most 100 calls a minute, under the signed-in read limit (RATE_LIMIT_READS_PER_MINUTE,
 * 120 in the emulators), so a long wait on a slow machine never runs its caller into 429s, which
 * the tests after it, with the same account, would meet.
 */
export const API_WAIT = { timeout: TRIGGER_WAIT.timeout, interval: 1200 } as const;
