// The emulators' copy of firebase.json. firebase.json is what production deploys, with exactly
// the origins production uses in its Content-Security-Policy; the local suite also needs the
// browser to reach the Auth and Firestore emulators on loopback. The copy is firebase.json with
// those origins added to connect-src, written beside it (same relative paths) and ignored by git;
// every emulator run (scripts/emulators.mjs, npm start) passes it with --config.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, ROOT } from './emulator-env.mjs';

export const EMULATOR_CONFIG = 'firebase.emulators.json';

/** The loopback origins the emulator build's browser code connects to (Auth and Firestore emulators). */
export const EMULATOR_ORIGINS = ['127.0.0.1', 'localhost'].flatMap((host) =>
  [PORTS.auth, PORTS.firestore].map((port) => `http://${host}:${port}`),
);

/** The CSP of `policy` with the emulator origins added to connect-src. */
export function emulatorPolicy(policy) {
  return policy.replace(
    /connect-src ([^;]*)/,
    (_match, sources) => `connect-src ${sources} ${EMULATOR_ORIGINS.join(' ')}`,
  );
}

/** Writes the emulators' configuration and answers its file name (relative to the project root). */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const block of config.hosting.headers) {
    for (const header of block.headers) {
      if (header.key === 'Content-Security-Policy') header.value = emulatorPolicy(header.value);
    }
  }
  writeFileSync(join(ROOT, EMULATOR_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_CONFIG;
}
