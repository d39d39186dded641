// firestore.rules must compile: `firebase deploy` sends them to Google's compiler and stops on an
// error. Offline, the Firestore emulator's compiler is the same language's: the rules are loaded into
// a throwaway project of a Firestore emulator (the running one inside an emulator session, else one
// started for the check on a free port, so it needs no emulator lock and runs beside `npm start`),
// and its answer is the verdict.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { firestoreEmulatorEnv } from '../emulator-env.mjs';
import { waitForHttp } from '../wait.mjs';
import { refused, type DeployCheck } from './check';

/** The Firestore emulator's jar: Debian's (through the project's wrapper), else the one firebase-tools downloaded. */
function emulatorJar(): string | undefined {
  const wrapper = firestoreEmulatorEnv().FIRESTORE_EMULATOR_BINARY_PATH ?? process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (wrapper) return wrapper;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return undefined;
  const jar = readdirSync(cache)
    .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
    .sort()
    .pop();
  return jar && join(cache, jar);
}

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A Firestore emulator whose compiler judges rules: the running one when FIRESTORE_EMULATOR_HOST
 * names it (inside `npm test`'s emulator session: no second JVM to start), else one of its own,
 * which close() stops. Each compile loads the rules into a throwaway project of its own.
 */
export async function rulesCompiler(): Promise<{ compile(rules: string): Promise<DeployCheck>; close(): void }> {
  const running = process.env.FIRESTORE_EMULATOR_HOST;
  if (running) return { compile: compilerAt(running), close: () => {} };
  const jar = emulatorJar();
  if (!jar) {
    const missing = refused(
      'no Firestore emulator to compile the rules with: run `npx firebase setup:emulators:firestore` once',
    );
    return { compile: () => Promise.resolve(missing), close: () => {} };
  }
  const port = await freePort();
  const emulator = spawn('java', ['-Duser.language=en', '-jar', jar, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
  });
  let exited = false;
  emulator.on('exit', () => (exited = true));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, isAlive: () => !exited });
  } catch (error) {
    emulator.kill();
    throw error;
  }
  return { compile: compilerAt(`127.0.0.1:${port}`), close: () => emulator.kill() };
}

/** Compiles rules with the Firestore emulator at `host`, each time into a new throwaway project. */
function compilerAt(host: string): (rules: string) => Promise<DeployCheck> {
  let loads = 0;
  const run = `${process.pid}-${Date.now()}`;
  return async (rules) => {
    const project = `demo-deploy-check-${run}-${loads++}`;
    const response = await fetch(`http://${host}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    if (!response.ok) return refused(`firestore.rules does not compile: ${compilerComplaint(await response.text())}`);
    // Google's compiler answers warnings (an unknown method or function name) beside a compiled
    // ruleset; `firebase deploy` prints them and deploys a rule that can never allow. Refused here.
    const { issues = [] } = (await response.json()) as { issues?: RulesIssue[] };
    if (issues.length) return refused(`firestore.rules: ${issues.map(describeIssue).join('; ')}`);
    return { ok: true, detail: 'firestore.rules compiles, no warnings' };
  };
}

/** Loads `rulesFile` into a Firestore emulator (rulesCompiler); refuses what the compiler refuses or warns of. */
export async function checkRulesCompile(rulesFile: string): Promise<DeployCheck> {
  const compiler = await rulesCompiler();
  try {
    return await compiler.compile(readFileSync(rulesFile, 'utf8'));
  } finally {
    compiler.close();
  }
}

interface RulesIssue {
  sourcePosition?: { line?: number; column?: number };
  description: string;
  severity: string;
}

/** `L83:13 WARNING Invalid method name: reed.` */
function describeIssue({ sourcePosition, description, severity }: RulesIssue): string {
  return `L${sourcePosition?.line ?? '?'}:${sourcePosition?.column ?? '?'} ${severity} ${description}`;
}

/** The compiler's messages from the emulator's error answer (its JSON, else the text). */
function compilerComplaint(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } };
    return body.error?.message ?? text;
  } catch {
    return text.slice(0, 500);
  }
}
