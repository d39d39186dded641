// The server-rendered pages carry one inline script (web/src/app/server/boot-script.ts); the
// Content-Security-Policy of firebase.json allows exactly that text by its SHA-256. Changing the
// script without its hash would block it and leave those pages without their app.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../web/src/app/server/boot-script';

it('the CSP allows the boot script by its hash, and no other inline script', () => {
  const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const csp = firebase.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;
  const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
  const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
  expect(scriptSrc.filter((source) => source.startsWith("'sha") || source.startsWith("'unsafe"))).toEqual([hash]);
});
