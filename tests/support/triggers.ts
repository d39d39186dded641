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
