// The emulators' secret parameters (functions/.secret.local), for tests that compute what the
// functions compute with them: the erase's pseudonym, an applicant's or admin's identity hash.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** functions/.secret.local's values. */
function emulatorSecrets(): Record<string, string> {
  const file = join(import.meta.dirname, '..', '..', 'functions', '.secret.local');
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** The pseudonym key the functions emulator runs with (PSEUDONYM_KEY). */
export const EMULATOR_PSEUDONYM_KEY: string = emulatorSecrets().PSEUDONYM_KEY ?? '';
