// The session cookie (POST /auth/session) and the candidate screens rendered on the server with
// it (hosting's rewrites send /jobs/{slug}/apply and /fullstack-screening to the page function):
// through the hosting emulator, as a browser asks for them. Whoever the cookie does not prove gets
// the plain app, which renders in the browser; whoever it proves gets their own screen and nobody
// else's, and no copy of the answer is kept anywhere between.
import { makeAccount, makeJob, makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../tests/support/admin-app';
import { preloadedOf } from '../../tests/support/rendered-page';
import { emulatorSession } from '../../tests/support/tokens';
import {
  createApplication,
  createScreeningApplication,
  writeJob,
  writeScreeningDraft,
} from '../../tests/support/writers';

const SITE = 'http://127.0.0.1:5000';
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

async function candidatePage(cookie: string | undefined, path: string) {
  const response = await fetch(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  // React parts adjacent texts with empty comments ('Section <!-- -->3<!-- --> of ...'), which a browser does not show.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html };
}

/** The plain app: the shell with an empty root, which the browser renders. */
const screeningPage = (cookie?: string, path = '/fullstack-screening') => candidatePage(cookie, path);

function expectPlainApp(page: Awaited<ReturnType<typeof candidatePage>>) {
  expect(page.status).toBe(200);
  expect(page.html).toContain('<div id="root"></div>');
  expect(preloadedOf(page.html)).toBeNull();
  expect(page.cacheControl).toBe('private, no-store');
}

/** POST /auth/session through hosting with `idToken`: the status, the Set-Cookie it answered and its body. */
async function startSession(idToken?: string) {
  const response = await fetch(`${SITE}/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: '{}',
  });
  return {
    status: response.status,
    setCookie: response.headers.getSetCookie(),
    body: (await response.json()) as unknown,
  };
}

/** A candidate signed in to the auth emulator, with the session cookie the browser was given. */
async function signedInCandidate() {
  const account = makeAccount();
  const session = await emulatorSession(account);
  const candidate = { ...account, uid: session.localId };
  const { setCookie } = await startSession(session.idToken);
  const value = /^__session=([^;]+);/.exec(setCookie[0] ?? '')?.[1];
  if (!value) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return { candidate, idToken: session.idToken, cookie: `theme=dark; __session=${value}` };
}

/** signedInCandidate, with a draft answered through the third section (Backend Development) and back on it. */
async function candidateWithDraft(framework: string) {
  const signedIn = await signedInCandidate();
  const form = makeScreeningForm({ backend_framework: framework });
  await writeScreeningDraft(signedIn.candidate, { ...makeScreeningDraft(form, 3), section: 2 });
  return signedIn;
}

describe('POST /auth/session', () => {
  it('sets a two-week session cookie of the caller, site-wide and Lax; without a token, nothing', async () => {
    const refused = await startSession();
    expect(refused.status).toBe(401);
    expect(refused.setCookie).toEqual([]);
    expect((await startSession('not-a-token')).setCookie).toEqual([]);

    const account = makeAccount();
    const session = await emulatorSession(account);
    const before = Date.now();
    const answer = await startSession(session.idToken);
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toHaveLength(1);
    // SITE_ORIGIN is http here, so not Secure (a browser would refuse a Secure cookie on http).
    expect(answer.setCookie[0]).toMatch(/^__session=[^;]+; Max-Age=1209600; Path=\/; SameSite=Lax$/);
    const expiresAt = Date.parse((answer.body as { expires_at: string }).expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    // The cookie is the account's own session: not its ID token, and it verifies as that account.
    const value = /^__session=([^;]+);/.exec(answer.setCookie[0]!)![1]!;
    expect(value).not.toBe(session.idToken);
    expect((await adminAuth.verifySessionCookie(value, true)).uid).toBe(session.localId);
  });
});

describe('GET /fullstack-screening', () => {
  it("renders a signed-in candidate's own draft on its section, private to them", async () => {
    // An answer that is markup: it must stay text, in the page and in its embedded data.
    const mine = await candidateWithDraft('Fastify </script><script>alert(1)</script>');
    const theirs = await candidateWithDraft('Django with a secret of their own');

    const page = await screeningPage(mine.cookie);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    expect(page.html).toContain('Section 3 of 8');
    expect(page.html).toMatch(/<h2[^>]*id="screening-section-title"[^>]*>Backend Development<\/h2>/);
    expect(page.html).toContain('value="Fastify &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('secret of their own');
    // The shell's own title stays (the browser keeps it on this screen too).
    expect(page.html).toContain('<title>Careers at ApplyPilot | AI-assisted job search and recruiting</title>');
    const preloaded = preloadedOf(page.html);
    expect(preloaded?.['auth:session']).toMatchObject({ uid: mine.candidate.uid, email: mine.candidate.email });
    expect(JSON.stringify(preloaded)).toContain('alert(1)');
    expect(JSON.stringify(preloaded)).not.toContain(theirs.candidate.uid);

    // The other candidate's cookie renders theirs.
    const other = await screeningPage(theirs.cookie);
    expect(other.html).toContain('value="Django with a secret of their own"');
    expect(other.html).not.toContain('Fastify');
  });

  it('gives the plain app to a visitor without a session, or with one it cannot verify', async () => {
    expectPlainApp(await screeningPage());
    expectPlainApp(await screeningPage('__session=not-a-token'));
    const { cookie, idToken } = await candidateWithDraft('Koa');
    // Only the cookie hosting forwards counts: the same cookie under another name proves nothing.
    expectPlainApp(await screeningPage(cookie.replace('__session=', 'session=')));
    // An ID token is not a session cookie.
    expectPlainApp(await screeningPage(`__session=${idToken}`));
  });

  it('gives the plain app to a deleted, a disabled and a signed-out-everywhere account', async () => {
    const deleted = await candidateWithDraft('Hapi');
    await adminAuth.deleteUser(deleted.candidate.uid);
    expectPlainApp(await screeningPage(deleted.cookie));

    const disabled = await candidateWithDraft('Nest');
    await adminAuth.updateUser(disabled.candidate.uid, { disabled: true });
    expectPlainApp(await screeningPage(disabled.cookie));

    // Sessions revoked after the token was issued: the auth emulator's own update, which can set
    // the cut-off a minute ahead, so the test need not wait for the clock's next second.
    const revoked = await candidateWithDraft('Fastify');
    const update = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-careers/accounts:update`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({
          localId: revoked.candidate.uid,
          validSince: String(Math.floor(Date.now() / 1000) + 60),
        }),
      },
    );
    expect(update.status).toBe(200);
    expectPlainApp(await screeningPage(revoked.cookie));
  });

  it('gives the plain app once the application is sent, and for another posting', async () => {
    const sent = await candidateWithDraft('Express');
    await createScreeningApplication(sent.candidate, 'screening_failed');
    expectPlainApp(await screeningPage(sent.cookie));

    const drafting = await candidateWithDraft('Express');
    expectPlainApp(await screeningPage(drafting.cookie, '/fullstack-screening?job=another-posting'));
    // Still rendered without the query.
    expect(preloadedOf((await screeningPage(drafting.cookie)).html)).not.toBeNull();
  });
});

describe('GET /jobs/{slug}/apply', () => {
  it("renders a new candidate's first step of an open recruiting posting, private to them", async () => {
    const job = makeJob();
    await writeJob(job);
    const { candidate, cookie } = await signedInCandidate();
    const page = await candidatePage(cookie, `/jobs/${job.id}/apply`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    expect(page.html).toMatch(/<h1[^>]*>Apply: Test Position [^<]+<\/h1>/);
    expect(page.html).toContain(`Apply: ${job.title}`);
    expect(page.html).toContain('Step 1 of 4');
    expect(page.html).toMatch(/<input[^>]*name="confidentiality_agreed"/);
    expect(page.html).toContain('I have read and agree to the Confidentiality Agreement');
    const preloaded = preloadedOf(page.html);
    expect(preloaded?.['auth:session']).toMatchObject({ uid: candidate.uid });
    expect(preloaded?.[`jobs:${job.id}`]).toMatchObject({ id: job.id, title: job.title });
  });

  it('gives the plain app where the first step is not what shows', async () => {
    const open = makeJob();
    const closed = makeJob({ validThrough: new Date(Date.now() - 86_400_000) });
    const screening = makeJob({ flow: 'screening' });
    await Promise.all([writeJob(open), writeJob(closed), writeJob(screening)]);
    const { candidate, cookie } = await signedInCandidate();

    expectPlainApp(await candidatePage(undefined, `/jobs/${open.id}/apply`));
    expectPlainApp(await candidatePage('__session=forged', `/jobs/${open.id}/apply`));
    expectPlainApp(await candidatePage(cookie, `/jobs/${closed.id}/apply`));
    expectPlainApp(await candidatePage(cookie, `/jobs/${screening.id}/apply`));
    expectPlainApp(await candidatePage(cookie, '/jobs/no-such-posting/apply'));
    expectPlainApp(await candidatePage(cookie, `/jobs/${open.id}/apply?from=mail`));
    // Once applied, where they stand is followed live in the browser.
    expect(preloadedOf((await candidatePage(cookie, `/jobs/${open.id}/apply`)).html)).not.toBeNull();
    await createApplication(candidate, 'pending_nda', { job_slug: open.id });
    expectPlainApp(await candidatePage(cookie, `/jobs/${open.id}/apply`));
  });
});
