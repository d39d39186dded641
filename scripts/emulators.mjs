#!/usr/bin/env node
// Runs a firebase-tools emulator command (`start` or `exec`) for the demo project,
// on any machine: when Debian's preinstalled Firestore emulator jar is present (an offline
// machine cannot download Google's), a wrapper jar that points at it is generated into
// .cache/ and handed to firebase-tools; otherwise firebase-tools downloads its own jar.
//
//   node scripts/emulators.mjs exec --only firestore "vitest run --project rules"
//   node scripts/emulators.mjs exec --build --only auth,firestore,functions,hosting "playwright test -c tests/e2e"
//   node scripts/emulators.mjs start --import emulator-data
//
// --build runs `npm run build` once the machine-wide emulator lock is held, so a build never
// replaces web/dist or functions/dist under another run's emulators.
import { execSync, spawn } from 'node:child_process';
import { acquireEmulatorLock } from './lib/emulator-lock.mjs';
import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import { emulatorEnv, firebaseBin, PROJECT_ID } from './lib/emulator-env.mjs';

const [command, ...args] = process.argv.slice(2);
const build = args.includes('--build');
const rest = args.filter((arg) => arg !== '--build');
if (!['start', 'exec'].includes(command)) {
  console.error('usage: node scripts/emulators.mjs <start|exec> [firebase flags] ["command"]');
  process.exit(2);
}

await acquireEmulatorLock();
if (build) execSync('npm run build', { stdio: 'inherit' });
const config = writeEmulatorConfig();
const child = spawn(firebaseBin, [`emulators:${command}`, '--project', PROJECT_ID, '--config', config, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, ...emulatorEnv() },
});

// Ctrl-C reaches firebase-tools too (same process group); wait for it to shut the
// emulators down and export, then leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
