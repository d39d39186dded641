// Production's security headers (firebase.json) name exactly the origins production uses; the
// emulators' copy (scripts/lib/emulator-config.mjs) adds the loopback emulators and nothing else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emulatorPolicy } from '../../scripts/lib/emulator-config.mjs';

interface HostingConfig {
  hosting: { ignore: string[]; headers: { source: string; headers: { key: string; value: string }[] }[] };
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingConfig;
const policy = config.hosting.headers
  .flatMap((block) => block.headers)
  .find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('production Content-Security-Policy', () => {
  it('connects only to the hosts the app uses: Auth and Firestore (no third party such as an IP lookup)', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
  });

  it('frames only the site itself (its /__/auth pages) and Google sign-in, and no wildcard anywhere', () => {
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(policy).not.toContain('*');
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('runs no inline script', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://apis.google.com']);
  });
});

describe('source maps', () => {
  it('are not deployed to hosting', () => {
    expect(config.hosting.ignore).toContain('**/*.map');
  });
});

describe("the emulators' policy", () => {
  it('adds the loopback Auth and Firestore emulators to connect-src, and changes nothing else', () => {
    const local = emulatorPolicy(policy);
    expect(directive(local, 'connect-src')).toEqual([
      ...directive(policy, 'connect-src')!,
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://localhost:9099',
      'http://localhost:8080',
    ]);
    expect(local.replace(/connect-src [^;]*/, '')).toBe(policy.replace(/connect-src [^;]*/, ''));
  });
});
