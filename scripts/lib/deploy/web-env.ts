// The production web build reads its configuration from `import.meta.env` (Vite inlines it at build
// time): a key missing from web/.env.production builds without complaint and breaks the deployed site
// (no Firebase project, no meeting link). Every key the code reads must be declared in
// web/src/vite-env.d.ts, and every declared key that is not optional must have a value in production.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refused, type DeployCheck } from './check';

/** The `VITE_*` keys `web/src` reads through `import.meta.env`. */
export function keysRead(srcDir: string): Set<string> {
  const keys = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file));
  for (const file of files) {
    for (const match of readFileSync(join(srcDir, file), 'utf8').matchAll(/import\.meta\.env\.(VITE_\w+)/g))
      keys.add(match[1]!);
  }
  return keys;
}

/** The keys `vite-env.d.ts` declares on ImportMetaEnv, each with whether it is optional. */
export function keysDeclared(declarations: string): Map<string, { optional: boolean }> {
  const keys = new Map<string, { optional: boolean }>();
  for (const match of declarations.matchAll(/readonly\s+(VITE_\w+)(\??):/g))
    keys.set(match[1]!, { optional: match[2] === '?' });
  return keys;
}

const PLACEHOLDER = /replace-with|your-project|your-meeting/i;

/**
 * Refuses a key read but not declared, a required key without a production value, and a production
 * build with the emulators' sign-in (VITE_USE_EMULATORS). Warns about values still the template's.
 */
export function checkWebEnv(
  read: Set<string>,
  declared: Map<string, { optional: boolean }>,
  production: Record<string, string>,
): DeployCheck {
  const undeclared = [...read].filter((key) => !declared.has(key));
  if (undeclared.length)
    return refused(`web/src reads ${undeclared.join(', ')}, not declared in web/src/vite-env.d.ts`);
  const missing = [...declared]
    .filter(([key, { optional }]) => !optional && !production[key]?.trim())
    .map(([key]) => key);
  if (missing.length) return refused(`web/.env.production has no value for ${missing.join(', ')}`);
  if (production.VITE_USE_EMULATORS === 'true')
    return refused(
      'web/.env.production sets VITE_USE_EMULATORS=true: the production build would ship the emulator sign-in',
    );
  const template = [...declared.keys()].filter((key) => PLACEHOLDER.test(production[key] ?? ''));
  return {
    ok: true,
    detail: `${declared.size} keys declared, ${read.size} read, every required one set`,
    ...(template.length
      ? { warning: `still the template's values: ${template.join(', ')} (web/.env.production)` }
      : {}),
  };
}
