#!/usr/bin/env node
// Empties the running emulators' Firestore and Auth of the demo project between test stages, so
// each stage starts from nothing (each test still creates its own data with unique ids).
import { PORTS, PROJECT_ID } from './lib/emulator-env.mjs';

const calls = [
  `http://127.0.0.1:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
  `http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
];
for (const url of calls) {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} answered ${response.status}`);
}
console.log('emulators cleared');
