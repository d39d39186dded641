// How this project runs the Firebase emulator suite (shared by the start, test and bench scripts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-careers';
export const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');

/** Ports of firebase.json, for scripts that wait on them. */
export const PORTS = { hosting: 5000, auth: 9099, firestore: 8080, functions: 5001, hub: 4400 };

const PREINSTALLED_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Environment for firebase-tools. The preinstalled jar has no Main-Class and firebase-tools
 * starts it with `java -jar`, so a 1-file wrapper jar names the class and puts the real jar
 * on its class path.
 */
export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(PREINSTALLED_JAR)) return {};
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  const wrapper = join(dir, 'firestore-emulator.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'manifest.txt');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${PREINSTALLED_JAR}\n`,
    );
    execFileSync('jar', ['cfm', wrapper, manifest]);
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}

/**
 * How long, in seconds, the functions emulator waits for a new worker to load the functions (and,
 * at its start, for their discovery) before it gives up (FUNCTIONS_DISCOVERY_TIMEOUT; 30 s by
 * default). A worker that gives up drops the event it was started for: with the machine's two
 * cores loaded twelve deep on a slow day, one trigger of an application was never run and its
 * tally stayed one short for good. Loading takes a second or two on a quiet machine; the limit
 * only matters when one takes longer, so it is ten times the default.
 */
const FUNCTIONS_LOAD_TIMEOUT_SECONDS = 300;

/**
 * The environment of every emulator run. The functions emulator starts one worker process per
 * concurrent request, up to FUNCTIONS_EMULATOR_PARALLEL (50 by default): on this 2-core kind of
 * machine a burst of requests then spends its time starting workers (200 concurrent sign-ins:
 * 139 failed). Four workers queue requests instead (200 of 200 stored).
 */
export function emulatorEnv() {
  return { ...functionsEmulatorEnv(), ...firestoreJvmEnv(), ...firestoreEmulatorEnv() };
}

/** The functions emulator's part of emulatorEnv(): its workers, and how long one may take to load. */
export function functionsEmulatorEnv() {
  return { FUNCTIONS_EMULATOR_PARALLEL: '4', FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_LOAD_TIMEOUT_SECONDS) };
}

/**
 * The Firestore emulator's JVM (the one Java process here): the serial collector and the client
 * compiler only. Its runs are minutes long on two cores, where the default collector's threads and
 * the optimizing compiler's work cost more than they win back: the function tests' Firestore
 * emulator took 46 CPU-s instead of 60 (docs/running-and-testing.md). A JAVA_TOOL_OPTIONS of the
 * caller's own is kept as it is.
 */
function firestoreJvmEnv() {
  if (process.env.JAVA_TOOL_OPTIONS) return {};
  return { JAVA_TOOL_OPTIONS: '-XX:+UseSerialGC -XX:TieredStopAtLevel=1' };
}
