// One way per thing, where a lint rule cannot say it: each of these is written in one module only,
// and a second way of doing it fails here (the lint's own rules: eslint.config.js).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The source files (not tests) under `dirs`, relative to the repository. */
function sources(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(path);
      return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
    });
  return dirs.flatMap((dir) => walk(join(ROOT, dir)));
}

/** The files among `files` whose text matches `pattern`. */
const holding = (files: string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(readFileSync(join(ROOT, file), 'utf8')));

const APP = ['domain/src', 'functions/src', 'web/src'];

describe('one way per thing', () => {
  it("the company's time zone is one constant (COMPANY.timeZone)", () => {
    expect(holding(sources(...APP), /['"]Asia\/Manila['"]/)).toEqual(['domain/src/shared/company.ts']);
  });

  it('a transaction runs through inTransaction (functions/src/stores/firestore.ts)', () => {
    expect(holding(sources('functions/src', 'scripts'), /\.runTransaction\(/)).toEqual([
      'functions/src/stores/firestore.ts',
    ]);
  });

  it('a Timestamp is made or read through the one converter (functions/src/stores/converter.ts)', () => {
    expect(holding(sources('functions/src'), /\bTimestamp\.|as Timestamp\b/)).toEqual([
      'functions/src/stores/converter.ts',
    ]);
  });

  it("a web hook's REST read answers the Live shape through liveAnswer (web/src/lib/query.ts)", () => {
    expect(holding(sources('web/src/features'), /return useQuery\(/)).toEqual([]);
  });
});
