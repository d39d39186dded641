// The positions against the emulators (docs/features/jobs-admin.md): who may list, create and edit
// postings; bad bodies refused with the field's message and nothing stored; an admin creates,
// edits, closes and reopens; the slug never changes once published; the flow is locked once
// someone applied; a posting past its validThrough is refused, off the listing and the sitemap,
// and closed by the daily close; a title with markup is escaped in the served page and in mails.
// (robots.txt is a file of the web build: hosting-pages.test.ts reads it through hosting.)
import type { OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission, makeJob, type TestAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, writeJob } from '../../tests/support/writers';
import { API_WAIT } from '../../tests/support/triggers';
import { closeExpiredJobs } from '../src/decisions/jobs/changes';
import { renderOutboxMail } from '../src/decisions/mail/templates';

const PAGES = 'http://127.0.0.1:5001/demo-careers/us-central1/publicPage';
/** SITE_ORIGIN in functions/.env.demo-careers: the hosting emulator's address. */
const SITE_ORIGIN = 'http://127.0.0.1:5000';
const DAY = 86_400_000;

interface JobAnswer {
  job: { id: string; title: string; state: string; flow: string; applications: number; isActive: boolean };
}

let adminToken: string;
let candidateToken: string;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  const candidate = makeAccount();
  await Promise.all([createAccount(admin), createAccount(candidate)]);
  [adminToken, candidateToken] = await Promise.all([idTokenFor(admin), idTokenFor(candidate)]);
});

let counter = 0;
/** A word no other test's titles hold, lower-case letters and digits. */
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}`;

/** A valid create body (an open posting unless told) for a title of its own. */
function posting(overrides: Record<string, unknown> = {}) {
  return {
    title: `Growth Marketer ${unique()}`,
    type: 'Contract Role',
    description: 'Plan and run the campaigns that bring candidates to our clients.',
    responsibilities: ['Run two campaigns a week', 'Report the numbers every Friday'],
    growthOpportunity: ['Lead a campaign team'],
    whyYoullLoveIt: [{ title: 'Remote', description: 'Work from anywhere.' }],
    applicantCountries: ['PH', 'IN'],
    validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
    flow: 'recruiting',
    isActive: true,
    ...overrides,
  };
}

const create = (body: Record<string, unknown>, token = adminToken) =>
  call<JobAnswer & { error?: string }>('POST', '/api/admin/jobs', { token, body });
const patch = (slug: string, body: Record<string, unknown>, token = adminToken) =>
  call<JobAnswer & { error?: string }>('PATCH', `/api/admin/jobs/${slug}`, { token, body });
const list = (token = adminToken) => call<{ jobs: JobAnswer['job'][] }>('GET', '/api/admin/jobs', { token });

const stored = async (slug: string) => (await adminDb.collection(COLLECTIONS.jobs).doc(slug).get()).data();
const storedWithTitle = async (title: string) =>
  (await adminDb.collection(COLLECTIONS.jobs).where('title', '==', title).get()).docs.map((doc) => doc.id);
const auditOf = async (slug: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', slug).get()).docs
    .map((doc) => doc.data() as AuditLogEntry)
    .sort(
      (a, b) =>
        (a.at as unknown as { toMillis(): number }).toMillis() - (b.at as unknown as { toMillis(): number }).toMillis(),
    );

const page = async (path: string) => {
  const response = await fetch(`${PAGES}${path}`);
  return { status: response.status, html: await response.text() };
};
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex" />');

/** A fresh candidate (one application per uid) applying to `slug`. */
async function apply(slug: string, name = 'Ana Reyes') {
  const account: TestAccount = makeAccount({ name });
  await createAccount(account);
  const token = await idTokenFor(account);
  const answer = await call('POST', '/api/submit-application', {
    token,
    body: makeApplicationSubmission({ job_slug: slug, name: account.name, email: account.email }),
  });
  return { account, answer };
}

describe('who may list, create and edit postings', () => {
  it('nobody without a token, and no candidate: 401 and 403, and nothing stored', async () => {
    const body = posting();
    expect((await call('GET', '/api/admin/jobs')).status).toBe(401);
    expect((await call('POST', '/api/admin/jobs', { body })).status).toBe(401);
    expect(await list(candidateToken)).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(await create(body, candidateToken)).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(await storedWithTitle(body.title as string)).toEqual([]);

    const made = await create(posting());
    const slug = made.body.job.id;
    expect(await patch(slug, { isActive: false }, candidateToken)).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
    expect((await call('PATCH', `/api/admin/jobs/${slug}`, { body: { isActive: false } })).status).toBe(401);
    expect((await stored(slug))?.isActive).toBe(true);
  });
});

describe('GET /api/admin/jobs pages', () => {
  it("newest posted first, limit at a time, with the next page's cursor; a made-up cursor is 400", async () => {
    await create(posting());
    const first = await call<{ jobs: JobAnswer['job'][]; next_cursor: string | null }>(
      'GET',
      '/api/admin/jobs?limit=2',
      {
        token: adminToken,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.jobs).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call<{ jobs: JobAnswer['job'][] }>(
      'GET',
      `/api/admin/jobs?limit=2&after=${encodeURIComponent(first.body.next_cursor!)}`,
      { token: adminToken },
    );
    expect(second.status).toBe(200);
    const firstIds = first.body.jobs.map((job) => job.id);
    expect(second.body.jobs.filter((job) => firstIds.includes(job.id))).toEqual([]);
    const posted = [...first.body.jobs, ...second.body.jobs].map(
      (job) => (job as unknown as { postedAt: string }).postedAt,
    );
    expect([...posted].sort().reverse()).toEqual(posted);
    expect(await call('GET', '/api/admin/jobs?after=not-a-cursor', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'after is not a cursor this list answered (next_cursor)' },
    });
    expect(await call('GET', '/api/admin/jobs?limit=101', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'limit must be at most 100' },
    });
  });
});

describe('bad bodies', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '  ' }, 'Please enter the title'],
    ['a long title', { title: 'x'.repeat(121) }, 'The title must be at most 120 characters'],
    ['an unknown type', { type: 'Full-time' }, 'Unknown type: Full-time'],
    ['no description', { description: '' }, 'Please enter the description'],
    ['no responsibilities', { responsibilities: [] }, 'Please add at least one item to Responsibilities'],
    ['an empty responsibility', { responsibilities: ['ok', ' '] }, 'Please fill in every item of Responsibilities'],
    [
      'a reason to love it without a description',
      { whyYoullLoveIt: [{ title: 'Remote' }] },
      "Please fill in every item of Why You'll Love It",
    ],
    [
      'a country name',
      { applicantCountries: ['Philippines'] },
      'Applicant countries must be ISO 3166-1 alpha-2 country codes',
    ],
    ['no country', { applicantCountries: [] }, 'Please choose at least one applicant country'],
    ['a date that is none', { validThrough: 'soon' }, 'validThrough must be a date'],
    ['a past validThrough', { validThrough: '2020-01-01T00:00:00Z' }, 'validThrough must be in the future'],
    ['an unknown flow', { flow: 'interview' }, 'Unknown flow: interview'],
    ['a string isActive', { isActive: 'yes' }, 'isActive must be true or false'],
    ['an unknown field', { slug: 'my-own-slug' }, 'Unexpected field: slug'],
  ];

  it.each(cases)("create with %s: 400 with the field's message, nothing stored", async (_, change, message) => {
    const body = { ...posting(), ...change };
    const title = typeof body.title === 'string' && body.title.trim() ? body.title : `Unstored ${unique()}`;
    if (!('title' in change)) body.title = title;
    expect(await create(body)).toMatchObject({ status: 400, body: { error: message } });
    expect(await storedWithTitle(title)).toEqual([]);
  });

  it('create without a field: 400 naming it', async () => {
    const { flow: _flow, ...body } = posting();
    expect(await create(body)).toMatchObject({ status: 400, body: { error: 'Please choose the application flow' } });
    expect(await storedWithTitle(body.title as string)).toEqual([]);
  });

  it('an edit with nothing, or a bad field: 400, the posting unchanged', async () => {
    const made = await create(posting());
    const slug = made.body.job.id;
    const before = await stored(slug);
    expect(await patch(slug, {})).toMatchObject({ status: 400, body: { error: 'Nothing to change' } });
    expect(await patch(slug, { applicantCountries: ['XX'] })).toMatchObject({
      status: 400,
      body: { error: 'Applicant countries must be ISO 3166-1 alpha-2 country codes' },
    });
    expect(await patch(slug, { description: 'New', title: '' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter the title' },
    });
    expect(await stored(slug)).toEqual(before);
  });

  it('an edit of no posting: 404', async () => {
    expect(await patch(`no-such-posting-${unique()}`, { isActive: false })).toMatchObject({
      status: 404,
      body: { error: 'Position not found' },
    });
    expect(await patch('Not_A_Slug', { isActive: false })).toMatchObject({ status: 404 });
  });
});

describe('an admin runs a posting', () => {
  it('creates it open: 201 with the slug of its title, listed with its state, on the home page', async () => {
    const word = unique();
    const made = await create(posting({ title: `Señor Growth Marketer (${word})` }));
    expect(made.status).toBe(201);
    expect(made.body.job).toMatchObject({
      id: `senor-growth-marketer-${word}`,
      state: 'open',
      flow: 'recruiting',
      applications: 0,
      company: 'ApplyPilot',
      location: 'Remote',
    });
    const slug = made.body.job.id;
    expect(await stored(slug)).toMatchObject({
      title: `Señor Growth Marketer (${word})`,
      isActive: true,
      published: true,
    });
    expect((await list()).body.jobs.find((job) => job.id === slug)).toMatchObject({ state: 'open', applications: 0 });
    expect((await page('/')).html).toContain(`Señor Growth Marketer (${word})`);
    expect((await auditOf(slug)).map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['job_created', null, 'open'],
    ]);
  });

  it('creates a draft without isActive: listed as draft, no public page until opened', async () => {
    const { isActive: _isActive, ...body } = posting();
    const made = await create(body);
    expect(made.status).toBe(201);
    const slug = made.body.job.id;
    expect(made.body.job.state).toBe('draft');
    expect((await page(`/jobs/${slug}`)).status).toBe(404);
    expect((await page('/')).html).not.toContain(body.title as string);

    const opened = await patch(slug, { isActive: true });
    expect(opened).toMatchObject({ status: 200, body: { job: { id: slug, state: 'open' } } });
    expect((await page(`/jobs/${slug}`)).status).toBe(200);
  });

  it('edits, closes and reopens it, each audited; closed, its page says so and is not indexed', async () => {
    const body = posting();
    const slug = (await create(body)).body.job.id;

    const edited = await patch(slug, { description: 'Run the campaigns of our biggest client.' });
    expect(edited).toMatchObject({ status: 200, body: { job: { id: slug, state: 'open' } } });
    expect((await stored(slug))?.description).toBe('Run the campaigns of our biggest client.');

    expect(await patch(slug, { isActive: false })).toMatchObject({ status: 200, body: { job: { state: 'closed' } } });
    const closed = await page(`/jobs/${slug}`);
    expect(closed.status).toBe(200);
    expect(closed.html).toContain('This position is no longer accepting applications.');
    expect(noindex(closed.html)).toBe(true);
    expect((await page('/')).html).not.toContain(body.title as string);
    const refused = await apply(slug);
    expect(refused.answer).toMatchObject({
      status: 409,
      body: { error: 'This position is no longer accepting applications' },
    });

    expect(await patch(slug, { isActive: true })).toMatchObject({ status: 200, body: { job: { state: 'open' } } });
    const reopened = await page(`/jobs/${slug}`);
    expect(noindex(reopened.html)).toBe(false);
    expect(reopened.html).not.toContain('This position is no longer accepting applications.');

    expect((await auditOf(slug)).map((entry) => [entry.action, entry.from, entry.to, entry.detail])).toEqual([
      [
        'job_created',
        null,
        'open',
        'title, type, description, responsibilities, growthOpportunity, whyYoullLoveIt, applicantCountries, validThrough, flow, isActive',
      ],
      ['job_updated', 'open', 'open', 'description'],
      ['job_closed', 'open', 'closed', 'isActive'],
      ['job_opened', 'closed', 'open', 'isActive'],
    ]);
  });

  it("keeps a published posting's slug when its title changes; a draft follows its title", async () => {
    const published = (await create(posting())).body.job.id;
    const renamed = await patch(published, { title: `Campaign Lead ${unique()}` });
    expect(renamed).toMatchObject({ status: 200, body: { job: { id: published } } });
    expect((await stored(published))?.title).toBe(renamed.body.job.title);

    const word = unique();
    const draft = (await create(posting({ isActive: false, title: `Draft Role ${word}` }))).body.job.id;
    expect(draft).toBe(`draft-role-${word}`);
    const moved = await patch(draft, { title: `Final Role ${word}` });
    expect(moved).toMatchObject({ status: 200, body: { job: { id: `final-role-${word}`, state: 'draft' } } });
    expect(await stored(draft)).toBeUndefined();
    expect(await stored(`final-role-${word}`)).toMatchObject({ title: `Final Role ${word}` });
    // Once opened, the slug stays whatever the title becomes.
    await patch(`final-role-${word}`, { isActive: true });
    expect((await patch(`final-role-${word}`, { title: `Other Role ${word}` })).body.job.id).toBe(`final-role-${word}`);

    // The title index follows each change: the renamed title, the draft's new slug, not its old one.
    const index = (await adminDb.collection(COLLECTIONS.jobTitles).doc('current').get()).data() as {
      jobs: Record<string, { title: string; flow: string }>;
    };
    expect(index.jobs[published]).toEqual({ title: renamed.body.job.title, flow: 'recruiting' });
    expect(index.jobs[`final-role-${word}`]).toEqual({ title: `Other Role ${word}`, flow: 'recruiting' });
    expect(index.jobs[draft]).toBeUndefined();
  });

  it('two creates of one title at once take two slugs', async () => {
    const word = unique();
    const body = posting({ title: `Twin Role ${word}` });
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.job.id).sort()).toEqual([`twin-role-${word}`, `twin-role-${word}-2`]);
    expect((await storedWithTitle(`Twin Role ${word}`)).sort()).toEqual([`twin-role-${word}`, `twin-role-${word}-2`]);
  });

  it('locks the flow once someone applied, and counts the application', async () => {
    const slug = (await create(posting())).body.job.id;
    expect(await patch(slug, { flow: 'screening' })).toMatchObject({
      status: 200,
      body: { job: { flow: 'screening' } },
    });
    expect(await patch(slug, { flow: 'recruiting' })).toMatchObject({
      status: 200,
      body: { job: { flow: 'recruiting' } },
    });
    const { answer } = await apply(slug);
    expect(answer.status).toBe(200);
    expect(await patch(slug, { flow: 'screening' })).toMatchObject({
      status: 409,
      body: { error: 'The application flow cannot change once candidates have applied' },
    });
    expect((await stored(slug))?.flow).toBe('recruiting');
    // The listing counts from the tallies, which the trigger updates after the application.
    await vi.waitFor(async () => {
      expect((await list()).body.jobs.find((job) => job.id === slug)).toMatchObject({ applications: 1 });
    }, API_WAIT);
  });
});

describe('a posting past its validThrough', () => {
  it('is refused, off the listing and the sitemap, served expired, and closed by the daily close', async () => {
    const job = makeJob({ validThrough: new Date(Date.now() - 60_000), isActive: true, flow: 'recruiting' });
    await writeJob(job);
    const { answer } = await apply(job.id);
    expect(answer).toMatchObject({ status: 409, body: { error: 'This position is no longer accepting applications' } });
    expect((await page('/')).html).not.toContain(job.title);
    const served = await page(`/jobs/${job.id}`);
    expect(served.status).toBe(200);
    expect(served.html).toContain('This position is no longer accepting applications.');
    expect(noindex(served.html)).toBe(true);
    const sitemap = await (await fetch(`${PAGES}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/jobs/${job.id}<`);
    expect((await list()).body.jobs.find((listed) => listed.id === job.id)).toMatchObject({ state: 'expired' });
    expect(await patch(job.id, { isActive: true })).toMatchObject({
      status: 409,
      body: { error: 'A position past its validThrough cannot be opened: set a later validThrough' },
    });

    expect(await closeExpiredJobs()).toContain(job.id);
    expect((await stored(job.id))?.isActive).toBe(false);
    expect((await auditOf(job.id)).map((entry) => [entry.action, entry.actor_uid])).toEqual([
      ['job_expired', 'system:jobs-expiry'],
    ]);
    expect(await closeExpiredJobs()).not.toContain(job.id);

    // A later validThrough opens it again.
    const later = new Date(Date.now() + 10 * DAY).toISOString();
    expect(await patch(job.id, { validThrough: later, isActive: true })).toMatchObject({
      status: 200,
      body: { job: { state: 'open' } },
    });
  });
});

describe('the sitemap', () => {
  it('lists the home page and every open posting with lastmod', async () => {
    const open = (await create(posting())).body.job.id;
    const closed = (await create(posting())).body.job.id;
    await patch(closed, { isActive: false });
    const response = await fetch(`${PAGES}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE_ORIGIN}/jobs/${open}</loc>\\n    <lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    expect(xml).not.toContain(`/jobs/${closed}<`);
  });
});

describe('a title with markup', () => {
  it('is escaped in the served page and in the mails, which name the posting by its title', async () => {
    const title = `<img src=x onerror=alert(1)> Analyst ${unique()}`;
    const slug = (await create(posting({ title }))).body.job.id;
    expect(slug).toMatch(/^img-src-x-onerror-alert-1-analyst-/);
    const { html } = await page(`/jobs/${slug}`);
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Analyst');

    const { account, answer } = await apply(slug, 'Rosa Cruz');
    expect(answer.status).toBe(200);
    const mails = (await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', account.uid).get()).docs.map(
      (doc) => doc.data() as OutboxMail,
    );
    const received = mails.find((mail) => mail.template.name === 'application_received')!;
    expect(received.template.data.job_title).toBe(title);
    const rendered = renderOutboxMail(received, { siteOrigin: SITE_ORIGIN, meetingUrl: 'https://meet.example/x' })!;
    expect(rendered.html).not.toContain('<img src=x onerror');
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt; Analyst');
    expect(rendered.text).toContain(title);
  });
});
