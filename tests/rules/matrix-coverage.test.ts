// Every collection the app names has its who x operation matrix (a file calling describeMatrix
// with it), so a new collection cannot ship with its rules untested. No emulator needed.
import { COLLECTIONS } from '@careers/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('rules tests: one matrix per collection', () => {
  it('every collection of COLLECTIONS has a describeMatrix call', () => {
    const dir = join('tests', 'rules');
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    // A top-level collection by name; a subcollection inside the path template of its matrix.
    const covered = (key: string) =>
      sources.includes(`describeMatrix(COLLECTIONS.${key},`) ||
      new RegExp(`describeMatrix\\(\`[^\`]*\\$\\{COLLECTIONS\\.${key}\\}[^\`]*\`,`).test(sources);
    const missing = Object.keys(COLLECTIONS).filter((key) => !covered(key));
    expect(missing).toEqual([]);
  });
});
