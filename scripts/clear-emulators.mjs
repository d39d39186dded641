#!/usr/bin/env node
// Empties the running emulators' Firestore and Auth of the demo project between test stages, so
// each stage starts from nothing (each test still creates its own data with unique ids).
//
// The previous stage's background triggers may still be running when it ends (the functions
// emulator works through a queue of events). A trigger that commits after the clear, or whose
// transaction reads half of a clear in progress, leaves a residue in the next stage: a tally shard
// decremented for an application already cleared made the next stage's dashboard count one short.
// So the triggers are paused first, and the clear is repeated until Firestore stays empty for
// QUIET_POLLS polls in a row: the queue has drained. Then the triggers run again, unless asked
// with --leave-paused: the next stage starts them itself (each resume reloads the functions).
import { pauseBackgroundTriggers } from './lib/background-triggers.mjs';
import { PORTS, PROJECT_ID } from './lib/emulator-env.mjs';

const DOCUMENTS = `http://127.0.0.1:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const ACCOUNTS = `http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`;
const COLLECTION_IDS = `http://127.0.0.1:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:listCollectionIds`;
const POLL_MS = 500;
const QUIET_POLLS = 4;
const DEADLINE_MS = 60_000;

async function call(url, method, body) {
  const response = await fetch(url, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return response;
}

/** Whether any collection holds a document (the emulator lists only collections with documents). */
async function firestoreHolds() {
  const { collectionIds = [] } = await (await call(COLLECTION_IDS, 'POST', { pageSize: 1 })).json();
  return collectionIds.length > 0;
}

const clearAll = async () => {
  await call(DOCUMENTS, 'DELETE');
  await call(ACCOUNTS, 'DELETE');
};

const leavePaused = process.argv.includes('--leave-paused');
const resumeTriggers = await pauseBackgroundTriggers();
try {
  await clearAll();
  const deadline = Date.now() + DEADLINE_MS;
  let quiet = 0;
  let cleared = 1;
  while (quiet < QUIET_POLLS) {
    if (Date.now() > deadline) throw new Error(`Firestore still receives writes ${DEADLINE_MS} ms after the clear`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (await firestoreHolds()) {
      await clearAll();
      cleared += 1;
      quiet = 0;
    } else {
      quiet += 1;
    }
  }
  console.log(`emulators cleared${cleared > 1 ? ` (${cleared} times: the last stage's triggers wrote after it)` : ''}`);
} finally {
  if (!leavePaused) await resumeTriggers();
}
