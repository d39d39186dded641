// Every collection the app names has its who x operation matrix (a file calling describeMatrix
// with it), so a new collection cannot ship with its rules untested. No emulator needed.
import { COLLECTIONS } from '@careers/domain/shared';
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
    // The first argument names the collection: COLLECTIONS.x, or a path ending in one (a subcollection).
    const missing = Object.keys(COLLECTIONS).filter(
      (key) => !new RegExp(`describeMatrix\\([^,]*COLLECTIONS\\.${key}\\b`).test(sources),
    );
    expect(missing).toEqual([]);
  });
});
