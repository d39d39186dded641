#!/usr/bin/env node
// Runs a firebase-tools emulator command (`start` or `exec`) for the demo project,
// on any machine: when Debian's preinstalled Firestore emulator jar is present (an offline
// machine cannot download Google's), a wrapper jar that points at it is generated into
// .cache/ and handed to firebase-tools; otherwise firebase-tools downloads its own jar.
//
//   node scripts/emulators.mjs exec --only firestore "vitest run --project rules"
//   node scripts/emulators.mjs start --import emulator-data
import { spawn } from 'node:child_process';
import { acquireEmulatorLock } from './lib/emulator-lock.mjs';
import { firestoreEmulatorEnv, firebaseBin, PROJECT_ID } from './lib/emulator-env.mjs';

const [command, ...rest] = process.argv.slice(2);
if (!['start', 'exec'].includes(command)) {
  console.error('usage: node scripts/emulators.mjs <start|exec> [firebase flags] ["command"]');
  process.exit(2);
}

await acquireEmulatorLock();
const child = spawn(firebaseBin, [`emulators:${command}`, '--project', PROJECT_ID, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, ...firestoreEmulatorEnv() },
});

// Ctrl-C reaches firebase-tools too (same process group); wait for it to shut the
// emulators down and export, then leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
