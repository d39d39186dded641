// The recruiting admin's calls against the emulators: dashboard counts, the applications list
// (filters, sorting, cursor pages, search), the offers list and its counts; refusals for
// visitors, candidates and revoked admins.
import { offerIdFor, type AdminOfferStatsResponse, type AdminOffersResponse } from '@careers/domain/offers';
import {
  ADMIN_RECRUITING_STATUSES,
  type AdminApplicationsResponse,
  type AdminDashboardResponse,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { adminDb } from '../../tests/support/admin-app';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createOffer, demoteAdmin } from '../../tests/support/writers';
import { API_WAIT } from '../../tests/support/triggers';
import { paced } from '../../tests/support/pace';

let admin: TestAccount;
let token: string;

beforeAll(async () => {
  admin = makeAccount({ admin: true });
  await createAccount(admin);
  token = await idTokenFor(admin);
});

const ADMIN_CALLS = [
  '/api/admin/dashboard',
  '/api/admin/applications',
  '/api/admin/offers',
  '/api/admin/job-offers/stats',
] as const;

describe('who may call the admin reads', () => {
  it.each(ADMIN_CALLS)('%s: 401 without a token, 403 to a candidate and to a revoked admin', async (path) => {
    expect((await call('GET', path)).status).toBe(401);
    const candidate = makeAccount();
    await createAccount(candidate);
    expect(await call('GET', path, { token: await idTokenFor(candidate) })).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
    const revoked = makeAccount({ admin: true });
    await createAccount(revoked);
    const revokedToken = await idTokenFor(revoked);
    await demoteAdmin(revoked);
    expect((await call('GET', path, { token: revokedToken })).status).toBe(403);
  });
});

describe('GET /api/admin/dashboard', () => {
  /** The counts read directly (a count() per stored status), to compare with the tally the dashboard reads. */
  async function directCounts() {
    const counted = await Promise.all(
      ADMIN_RECRUITING_STATUSES.map(async (status) => [
        status,
        (
          await adminDb.collection(COLLECTIONS.recruitingApplications).where('status', '==', status).count().get()
        ).data().count,
      ]),
    );
    return Object.fromEntries(counted) as Record<(typeof ADMIN_RECRUITING_STATUSES)[number], number>;
  }

  it('answers the counts the store holds, and the ten newest applications, newest first', async () => {
    const statuses = ['criteria_failed', 'meeting_scheduled', 'interviewed', 'hired'] as const;
    const made: { id: string }[] = [];
    for (const [i, status] of statuses.entries()) {
      const account = makeAccount();
      await createAccount(account);
      // Dated ahead of every other test's applications: these are the newest.
      made.push(await createApplication(account, status, { created_at: new Date(Date.now() + 3_600_000 * (i + 1)) }));
    }
    // The counts come from the tally, which the trigger brings up to date a moment after each write,
    // and other test files write applications meanwhile: poll until the answer equals direct counts
    // taken just before and just after it, at a moment when nothing changed in between.
    await vi.waitFor(async () => {
      const before = await directCounts();
      const answer = await call<AdminDashboardResponse>('GET', '/api/admin/dashboard', { token });
      const after = await directCounts();
      const total = Object.values(before).reduce((sum, n) => sum + n, 0);
      expect(after).toEqual(before);
      expect(answer.status).toBe(200);
      expect(answer.body.stats).toEqual({
        total_applications: total,
        criteria_passed: total - before.criteria_failed,
        criteria_failed: before.criteria_failed,
        interviews_scheduled: before.meeting_scheduled,
        interviewed: before.interviewed,
        hired: before.hired,
      });
      // Ten, or all of them when this file runs alone on an emptier database.
      expect(answer.body.recent_applications).toHaveLength(Math.min(10, total));
      expect(answer.body.recent_applications.slice(0, 4).map((row) => row.id)).toEqual(made.map((a) => a.id).reverse());
    }, API_WAIT);
  });
});

describe('GET /api/admin/dashboard?job_slug= (one posting)', () => {
  it("answers one posting's counts and newest applications, and another posting's its own", async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [first, second] = [`dash-a-${tag}`, `dash-b-${tag}`];
    const made: Record<string, string[]> = { [first]: [], [second]: [] };
    const plan = [
      [first, 'criteria_failed'],
      [first, 'meeting_scheduled'],
      [first, 'hired'],
      [second, 'interviewed'],
    ] as const;
    for (const [posting, status] of plan) {
      const account = makeAccount();
      await createAccount(account);
      made[posting]!.push((await createApplication(account, status, { job_slug: posting })).id);
    }
    await vi.waitFor(async () => {
      const answer = await call<AdminDashboardResponse>('GET', `/api/admin/dashboard?job_slug=${first}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.stats).toEqual({
        total_applications: 3,
        criteria_passed: 2,
        criteria_failed: 1,
        interviews_scheduled: 1,
        interviewed: 0,
        hired: 1,
      });
      expect(answer.body.recent_applications.map((row) => row.id).sort()).toEqual([...made[first]!].sort());
      // Each write reaches the tally through its own trigger run: the other posting's too.
      const other = await call<AdminDashboardResponse>('GET', `/api/admin/dashboard?job_slug=${second}`, { token });
      expect(other.body.stats).toMatchObject({ total_applications: 1, criteria_passed: 1, interviewed: 1, hired: 0 });
      expect(other.body.recent_applications.map((row) => row.id)).toEqual(made[second]);
    }, API_WAIT);
    // A posting no one applied to: nothing counted, nothing listed.
    const none = await call<AdminDashboardResponse>('GET', `/api/admin/dashboard?job_slug=nobody-${tag}`, { token });
    expect(none.body).toEqual({
      stats: {
        total_applications: 0,
        criteria_passed: 0,
        criteria_failed: 0,
        interviews_scheduled: 0,
        interviewed: 0,
        hired: 0,
      },
      recent_applications: [],
    });
  });

  it('refuses a job_slug that is not a slug, and an unknown parameter, with 400', async () => {
    expect(await call('GET', '/api/admin/dashboard?job_slug=Not%20A%20Slug', { token })).toMatchObject({
      status: 400,
      body: { error: 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens' },
    });
    expect((await call('GET', '/api/admin/dashboard?job_slug=a&job_slug=b', { token })).status).toBe(400);
    expect((await call('GET', '/api/admin/dashboard?posting=a', { token })).status).toBe(400);
  });
});

describe('GET /api/admin/applications', () => {
  /** Writes applications named after `tag` so a search finds exactly these. */
  async function applicants(tag: string, statuses: (typeof ADMIN_RECRUITING_STATUSES)[number][]) {
    const made = [];
    for (const [i, status] of statuses.entries()) {
      const account = makeAccount({ name: `${tag} Person ${i}`, email: `${tag.toLowerCase()}.${i}@example.com` });
      await createAccount(account);
      made.push(await createApplication(account, status, { created_at: new Date(Date.UTC(2030, 0, 1 + i)) }));
    }
    return made;
  }

  it('finds by a case-insensitive substring of the name or the email', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const made = await applicants(tag, ['meeting_scheduled', 'interviewed', 'hired']);
    const byName = await call<AdminApplicationsResponse>(
      'GET',
      `/api/admin/applications?search=${tag.toUpperCase()} person 1`,
      { token },
    );
    expect(byName.body.applications.map((row) => row.id)).toEqual([made[1]!.id]);
    const byEmail = await call<AdminApplicationsResponse>(
      'GET',
      `/api/admin/applications?search=${tag.toLowerCase()}.2@exa`,
      { token },
    );
    expect(byEmail.body.applications.map((row) => row.id)).toEqual([made[2]!.id]);
    const all = await call<AdminApplicationsResponse>('GET', `/api/admin/applications?search=${tag}`, { token });
    expect(all.body.applications.map((row) => row.id)).toEqual(made.map((a) => a.id).reverse());
    expect(all.body.next_cursor).toBeNull();
    const filtered = await call<AdminApplicationsResponse>(
      'GET',
      `/api/admin/applications?search=${tag}&status=hired`,
      { token },
    );
    expect(filtered.body.applications.map((row) => row.id)).toEqual([made[2]!.id]);
  });

  it('finds a term of one or two characters anywhere in the name, not only at its start', async () => {
    // Letters no other test's applicant has, so the lookup's 100-row cap cannot hide the match.
    const greek = makeAccount({ name: `Νίκος Ψωμάς ${Date.now().toString(36)}` });
    await createAccount(greek);
    const made = await createApplication(greek, 'interviewed');
    for (const term of ['ψω', 'Ψ', 'ΩΜ']) {
      const found = await call<AdminApplicationsResponse>(
        'GET',
        `/api/admin/applications?search=${encodeURIComponent(term)}`,
        {
          token,
        },
      );
      expect(found.status, term).toBe(200);
      expect(
        found.body.applications.map((row) => row.id),
        term,
      ).toEqual([made.id]);
    }
    const none = await call<AdminApplicationsResponse>(
      'GET',
      `/api/admin/applications?search=${encodeURIComponent('ψν')}`,
      {
        token,
      },
    );
    expect(none.body.applications).toEqual([]);
  });

  it('pages with a cursor, newest first by default, each row once', async () => {
    const status = 'rejected_after_interview';
    await applicants(`Pg${Date.now().toString(36)}`, [status, status, status, status, status]);
    const seen: string[] = [];
    const dates: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/admin/applications?status=${status}&limit=2${cursor ? `&after=${cursor}` : ''}`;
      const page: AdminApplicationsResponse = (await call<AdminApplicationsResponse>('GET', path, { token })).body;
      expect(page.applications.length).toBeLessThanOrEqual(2);
      expect(page.applications.every((row) => row.status === status)).toBe(true);
      seen.push(...page.applications.map((row) => row.id));
      dates.push(...page.applications.map((row) => row.created_at));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['status=unknown', 'Unknown status: unknown'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=1000', 'limit must be at most 100'],
    ['limit=two', 'limit must be a number'],
    ['sort=password', 'Unknown sort: password'],
    ['after=not-a-cursor', 'after is not a cursor this list answered'],
    ['status=hired&status=interviewed', 'Unknown status: hired,interviewed'],
  ])('answers 400 to %s', async (query, error) => {
    const answer = await call('GET', `/api/admin/applications?${query}`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect(answer.body.error).toContain(error.split(':')[0]!);
  });
});

describe('GET /api/admin/offers and /api/admin/job-offers/stats', () => {
  it('pages by cursor (limit, after the next_cursor), newest first, each offer once; the call without them as before', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const account = makeAccount();
      await createAccount(account);
      // Dated ahead of every other test's: these are the newest offers.
      const created_at = new Date(Date.now() + 3_600_000 * (i + 30));
      made.push(await createOffer(await createApplication(account, 'hired'), 'pending', { created_at }));
    }
    const newestFirst = made.map((offer) => offer.id).reverse();
    const first = await call('GET', '/api/admin/offers?limit=2', { token });
    expect((first.body.offers as { id: string }[]).map((offer) => offer.id)).toEqual(newestFirst.slice(0, 2));
    const second = await call('GET', `/api/admin/offers?limit=2&after=${String(first.body.next_cursor)}`, { token });
    expect((second.body.offers as { id: string }[])[0]!.id).toBe(newestFirst[2]);
    const all = await call('GET', '/api/admin/offers', { token });
    expect((all.body.offers as { id: string }[]).slice(0, 3).map((offer) => offer.id)).toEqual(newestFirst);
    expect(await call('GET', '/api/admin/offers?after=garbage', { token })).toMatchObject({ status: 400 });
    expect(await call('GET', '/api/admin/offers?limit=501', { token })).toMatchObject({
      status: 400,
      body: { error: 'limit must be at most 500' },
    });
  });

  it('lists offers with progress and contacts, and counts them by status', async () => {
    const account = makeAccount({ name: 'Offer Holder' });
    await createAccount(account);
    const offer = await createOffer(await createApplication(account, 'hired'), 'one_signed');
    const list = await call('GET', '/api/admin/offers', { token });
    expect(list.status).toBe(200);
    const row = (list.body.offers as { id: string }[]).find((o) => o.id === offer.id);
    expect(row).toMatchObject({
      status: 'in_progress',
      position_title: 'Marketing Analyst (Recruiting)',
      employment_agreement_signed: true,
      nda_signed: false,
      progress: 25,
      users: { name: 'Offer Holder', email: account.email },
      sdr_applications: { country: 'Philippines', phone_number: '+639171234567' },
    });
    const stats = async () =>
      (await call('GET', '/api/admin/job-offers/stats', { token })).body.stats as Record<string, number>;
    // An offer in each state counts once in its own figure and in the total. Other files erase
    // accounts (and their offers) meanwhile: a pair of counts an erase fell between is tried again,
    // with offers of its own.
    const stages = {
      pending: 'pending_offers',
      one_signed: 'in_progress_offers',
      accepted: 'accepted_offers',
      rejected: 'rejected_offers',
      withdrawn: 'withdrawn_offers',
    } as const;
    await vi.waitFor(
      async () => {
        const before = await stats();
        for (const stage of Object.keys(stages) as (keyof typeof stages)[]) {
          const holder = makeAccount();
          await createAccount(holder);
          await createOffer(await createApplication(holder, 'hired'), stage);
        }
        const after = await stats();
        expect(after.total_offers).toBeGreaterThanOrEqual(before.total_offers! + 5);
        for (const figure of Object.values(stages)) expect(after[figure]).toBeGreaterThanOrEqual(before[figure]! + 1);
      },
      { timeout: paced(30_000), interval: 100 },
    );
  });
  it("one posting's offers and counts (job_slug): the offer made on hire names its posting", async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [posting, other] = [`offers-a-${tag}`, `offers-b-${tag}`];
    const hire = async (jobSlug: string) => {
      const account = makeAccount();
      await createAccount(account);
      return createApplication(account, 'hired', { job_slug: jobSlug });
    };
    // The hire trigger makes each offer (functions/src/decisions/offers/on-hire.ts).
    const hired = [await hire(posting), await hire(posting), await hire(other)];
    const ids = (list: { id: string }[]) => list.map((offer) => offer.id).sort();
    await vi.waitFor(async () => {
      const list = await call<AdminOffersResponse>('GET', `/api/admin/offers?job_slug=${posting}`, { token });
      expect(ids(list.body.offers)).toEqual(
        hired
          .slice(0, 2)
          .map((application) => offerIdFor(application.id))
          .sort(),
      );
    }, API_WAIT);
    const stored = await adminDb.collection(COLLECTIONS.offers).doc(offerIdFor(hired[0]!.id)).get();
    expect(stored.get('job_slug')).toBe(posting);
    expect(
      (await call<AdminOfferStatsResponse>('GET', `/api/admin/job-offers/stats?job_slug=${posting}`, { token })).body,
    ).toEqual({
      stats: {
        total_offers: 2,
        pending_offers: 2,
        in_progress_offers: 0,
        accepted_offers: 0,
        rejected_offers: 0,
        withdrawn_offers: 0,
      },
    });
    await vi.waitFor(async () => {
      const list = await call<AdminOffersResponse>('GET', `/api/admin/offers?job_slug=${other}`, { token });
      expect(ids(list.body.offers)).toEqual([offerIdFor(hired[2]!.id)]);
    }, API_WAIT);
    expect(await call('GET', '/api/admin/job-offers/stats?job_slug=Bad%20Slug', { token })).toMatchObject({
      status: 400,
      body: { error: 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens' },
    });
    expect((await call('GET', '/api/admin/offers?job_slug=a/b', { token })).status).toBe(400);
  });
});
