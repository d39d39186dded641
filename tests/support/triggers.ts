// Background (Firestore) triggers of the functions emulator, paused for a stage that must see only
// its own calls' effects: the emulator hub's switch, which @firebase/rules-unit-testing uses too.

const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;

/** Whether the functions emulator runs beside this stage (the hub lists the running emulators). */
async function functionsEmulatorRuns(): Promise<boolean> {
  try {
    const emulators = (await (await fetch(`${HUB}/emulators`)).json()) as Record<string, unknown>;
    return 'functions' in emulators;
  } catch {
    return false;
  }
}

/**
 * Stops the functions emulator's background triggers, if it runs, and answers how to start them
 * again. Without it (a stage on the auth and Firestore emulators alone) there is nothing to stop.
 */
export async function pauseBackgroundTriggers(): Promise<() => Promise<void>> {
  if (!(await functionsEmulatorRuns())) return () => Promise.resolve();
  const answer = await fetch(`${HUB}/functions/disableBackgroundTriggers`, { method: 'PUT' });
  if (!answer.ok) throw new Error(`could not pause the triggers: HTTP ${answer.status}`);
  return async () => {
    await fetch(`${HUB}/functions/enableBackgroundTriggers`, { method: 'PUT' });
  };
}

/**
 * How long a function test waits for a background trigger's effect, and how often it looks. A
 * trigger runs a moment after its write on a quiet machine; the functions emulator queues it behind
 * every other test file's triggers, and a shared machine can be slower still (two busy cores made a
 * mail delivery take over 10 s here), so the wait is a minute. The functions project's test timeout
 * (vitest.config.ts) leaves room for a few such waits in one test.
 */
export const TRIGGER_WAIT = { timeout: 60_000, interval: 200 } as const;
