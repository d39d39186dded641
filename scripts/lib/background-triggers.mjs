// The functions emulator's background (Firestore and Auth) triggers, paused and resumed through the
// emulator hub: the switch @firebase/rules-unit-testing uses too. Used by the stage runner
// (scripts/test-stages.mjs), the clear between its phases (scripts/clear-emulators.mjs) and the
// tests (tests/support/triggers.ts).
//
// A pause is cheap; a resume is not: the emulator loads the functions' source again to find its
// triggers (a process of its own, some 5 s here) and stops every idle worker, so the next calls
// start cold ones. Resume once for many pauses where you can.

const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;

/** Whether the functions emulator runs (the hub lists the running emulators). */
async function functionsEmulatorRuns() {
  try {
    const emulators = await (await fetch(`${HUB}/emulators`)).json();
    return 'functions' in emulators;
  } catch {
    return false;
  }
}

async function put(path) {
  const answer = await fetch(`${HUB}/functions/${path}`, { method: 'PUT' });
  if (!answer.ok) throw new Error(`the emulator hub answered ${path} with HTTP ${answer.status}`);
}

/**
 * Stops the background triggers, if the functions emulator runs (without it there is nothing to
 * stop), and answers how to start them again.
 * @returns {Promise<() => Promise<void>>}
 */
export async function pauseBackgroundTriggers() {
  if (!(await functionsEmulatorRuns())) return () => Promise.resolve();
  await put('disableBackgroundTriggers');
  return () => put('enableBackgroundTriggers');
}
