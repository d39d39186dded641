// The page function's candidate screens (/jobs/{slug}/apply, /fullstack-screening), fuzzed through
// the hosting emulator as a browser reaches them: what a request there can carry is its path, its
// query string and its cookies. Generated Cookie headers (none, noise, many cookies, long values, a
// session cookie among others' noise, a session cookie's parts shuffled or cut), slugs and query
// strings. Every answer keeps these properties: 200, HTML, private and no-store, no stack trace;
// and it is the plain app unless the request carried the one candidate's session cookie, in which
// case it is that candidate's page and nobody else's. (The auth emulator does not sign its
// cookies, so a cookie with the candidate's claims and another signature renders there; in
// production the signature is checked too.)
import fc from 'fast-check';
import { makeAccount, makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import { JOB_SLUGS } from '@careers/domain/jobs';
import { describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../e2e/support/auth';
import { renderedFor } from '../support/rendered-page';
import { emulatorSession } from '../support/tokens';
import { writeScreeningDraft } from '../support/writers';

const SITE = 'http://127.0.0.1:5000';
// Up to 100 per screen in npm test; npm run test:deep sends 1,000 (FUZZ_RUNS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Printable ASCII without ';' (a header value a browser could send), some of it cookie-like. */
const noise = fc.string({ unit: fc.constantFrom(...'abcXYZ019=._-%/ "\'\\,{}'.split('')), maxLength: 40 });
const cookiePair = fc.tuple(fc.constantFrom('theme', '__session', 'session', '__Session', '_ga'), noise);

function cookieHeaders(valid: string) {
  const [header, payload, signature] = valid.split('.');
  const sessionOf = (value: string) => `__session=${value}`;
  return fc.oneof(
    fc.constant(undefined),
    noise,
    fc.array(cookiePair, { maxLength: 6 }).map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
    fc.constant(sessionOf(valid)),
    // The candidate's cookie among others, under another name, twice, cut, its parts reordered.
    fc
      .array(cookiePair, { maxLength: 3 })
      .map((pairs) => [...pairs.map(([name, value]) => `${name}=${value}`), sessionOf(valid)].join('; ')),
    fc.constant(`session=${valid}`),
    fc.integer({ min: 1, max: valid.length - 1 }).map((at) => sessionOf(valid.slice(0, at))),
    fc.constant(sessionOf([payload, header, signature].join('.'))),
    fc.constant(sessionOf([header, payload, 'forged'].join('.'))),
    fc.string({ minLength: 2000, maxLength: 4000, unit: fc.constantFrom('a', 'b', '.') }).map(sessionOf),
  );
}

const paths = fc.oneof(
  fc.constant('/fullstack-screening'),
  fc.constant(`/jobs/${JOB_SLUGS.marketingAnalyst}/apply`),
  // Slugs of no posting, encoded as a browser would (no '/' or dot segment: those are other paths).
  fc
    .string({ minLength: 1, maxLength: 30, unit: fc.constantFrom(...'abz-09_ éü日'.split('')) })
    .map((slug) => `/jobs/${encodeURIComponent(slug)}/apply`),
);
const queries = fc.oneof(
  fc.constant(''),
  fc.constant('?job=fullstack-engineer'),
  // A bare '?' is no query string by the time the function sees the request: at least one character.
  noise.filter((text) => text.length > 0).map((text) => `?${encodeURIComponent(text)}`),
);

/** Whether a request's Cookie header carries a session cookie with the candidate's claims. */
function carriesClaimsOf(cookie: string | undefined, valid: string): boolean {
  const [header, payload] = valid.split('.');
  return (cookie ?? '').split('; ').some((pair) => pair.startsWith(`__session=${header}.${payload}.`));
}

describe('the candidate screens, fuzzed', () => {
  it('answer every cookie, path and query with the plain app, or the cookie holder’s own page', async () => {
    const account = makeAccount();
    const session = await emulatorSession(account);
    await writeScreeningDraft(
      { uid: session.localId },
      makeScreeningDraft(makeScreeningForm({ backend_framework: 'Fuzzed Framework' }), 3),
    );
    const valid = (await sessionCookieFor(session.idToken, SITE)).value;
    // First, every run, the rendering side: the candidate's cookie alone renders both screens as theirs.
    for (const path of ['/fullstack-screening', `/jobs/${JOB_SLUGS.marketingAnalyst}/apply`]) {
      const response = await fetch(`${SITE}${path}`, { headers: { Cookie: `__session=${valid}` } });
      expect(renderedFor(await response.text()), path).toBe(session.localId);
    }
    await fc.assert(
      fc.asyncProperty(paths, queries, cookieHeaders(valid), async (path, query, cookie) => {
        const response = await fetch(`${SITE}${path}${query}`, {
          headers: cookie === undefined ? {} : { Cookie: cookie },
        });
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(html).not.toMatch(/\n\s+at |Error:/);
        const uid = renderedFor(html);
        if (uid === null) {
          expect(html).toContain('<div id="root"></div>');
          return;
        }
        // A page the server rendered: the candidate's own, for a request that carried their cookie.
        expect(carriesClaimsOf(cookie, valid)).toBe(true);
        expect(query).toBe('');
        expect(uid).toBe(session.localId);
      }),
      { numRuns: RUNS },
    );
  });
});
