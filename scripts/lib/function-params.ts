// The functions' deployment parameters for a script that runs functions code outside the functions
// runtime (`npm run mail:sweep`, `npm start`'s sweep): firebase-functions' params read process.env,
// which the runtime fills from functions/.env.<project> (and, on the emulators, the secrets from
// functions/.secret.local). Values already in the environment win.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT } from './emulator-env.mjs';

/** KEY=VALUE lines (comments and blank lines skipped, one pair of surrounding quotes removed). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const raw = match[2]!;
    values[match[1]!] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return values;
}

/**
 * Puts the parameters of `project` (the emulators' demo project without one) into process.env,
 * unless set: functions/.env, functions/.env.<project>, and for the emulators functions/.secret.local.
 * A real project's secrets (SMTP_PASSWORD) must be in the environment already.
 */
export function loadFunctionParams(project: string | undefined): void {
  const files = ['.env', `.env.${project ?? PROJECT_ID}`, ...(project ? [] : ['.secret.local'])];
  for (const file of files) {
    const path = join(ROOT, 'functions', file);
    if (!existsSync(path)) continue;
    for (const [key, value] of Object.entries(parseEnvFile(readFileSync(path, 'utf8')))) process.env[key] ??= value;
  }
}
