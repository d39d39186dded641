// The API's rate limits against the emulators: failed sign-ins per address, writes and reads per
// user, calls without a sign-in per address.
// The emulator has no front end appending to X-Forwarded-For, so each test plays its part with
// an address of its own (the right-most entry), which also keeps the tests' counters apart.
import { applicantKeyOf, ME_API } from '@careers/domain/privacy';
import { SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS, emulatorGoogleSub } from '@careers/domain/shared';
import { makeAccount, makeScreeningForm } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { EMULATOR_PSEUDONYM_KEY } from '../../tests/support/secrets';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

/** A documentation-range address no other test uses. */
const uniqueAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const from = (address: string): Record<string, string> => ({ 'X-Forwarded-For': `6.6.6.6, ${address}` });

// The limits of functions/.env.demo-careers (the production defaults).
const FAILED_AUTH_PER_MINUTE = 20;
const WRITES_PER_MINUTE = 60;
const READS_PER_MINUTE = 120;

describe('failed sign-ins per address', () => {
  it('cuts off a burst of garbage tokens from one address with 429 and Retry-After', async () => {
    const { statuses, cut, forged } = await inOneWindow(async () => {
      const address = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < FAILED_AUTH_PER_MINUTE; i += 1) {
        statuses.push(
          (await call('POST', '/auth/verify', { body: { idToken: `garbage-${i}` }, headers: from(address) })).status,
        );
      }
      const cut = await call('POST', '/auth/verify', { body: { idToken: 'garbage-more' }, headers: from(address) });
      // Bearer tokens on other calls count too.
      const forged = await call('POST', '/api/check-application-status', { token: 'forged', headers: from(address) });
      return { statuses, cut, forged };
    });
    expect(statuses).toEqual(Array.from({ length: FAILED_AUTH_PER_MINUTE }, () => 401));
    expect(cut.status).toBe(429);
    expect(cut.body).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(forged.status).toBe(429);
  });

  it('still lets a real user from that address in: only failures are refused', async () => {
    const address = uniqueAddress();
    for (let i = 0; i <= FAILED_AUTH_PER_MINUTE; i += 1) {
      await call('POST', '/auth/verify', { body: { idToken: `garbage-${i}` }, headers: from(address) });
    }
    const account = makeAccount();
    const answer = await call('POST', '/auth/verify', {
      body: { idToken: await idTokenFor(account) },
      headers: from(address),
    });
    expect(answer.status).toBe(200);
  });

  it('keeps the count (keyed by the address) only until its TTL field, the end of its one-minute window', async () => {
    const address = uniqueAddress();
    const before = Date.now();
    await call('POST', '/auth/verify', { body: { idToken: 'garbage' }, headers: from(address) });
    const windows = await adminDb.collection(COLLECTIONS.rateLimits).where('key', '==', `failed-auth:${address}`).get();
    expect(windows.docs).toHaveLength(1);
    const { points, expireAt } = windows.docs[0]!.data() as { points: number; expireAt: { toMillis(): number } };
    expect(points).toBe(1);
    // A Timestamp (what a TTL policy reads; firestore.indexes.json sets one on rateLimits.expireAt)
    // at the end of the minute the request fell in.
    expect(expireAt.toMillis() % 60_000).toBe(0);
    expect(expireAt.toMillis()).toBeGreaterThan(before);
    expect(expireAt.toMillis()).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('does not count addresses together', async () => {
    const [a, b] = [uniqueAddress(), uniqueAddress()];
    for (let i = 0; i <= FAILED_AUTH_PER_MINUTE; i += 1) {
      await call('POST', '/auth/verify', { body: { idToken: `garbage-${i}` }, headers: from(a) });
    }
    expect((await call('POST', '/auth/verify', { body: { idToken: 'garbage' }, headers: from(b) })).status).toBe(401);
  });
});

describe('writes per user', () => {
  it('allows the limit of writes a minute, then answers 429; another user is not affected', async () => {
    const other = makeAccount();
    await createAccount(other);
    const otherToken = await idTokenFor(other);
    // One call after another, the limit's and the one over it, within one window (a user of its own each try).
    const { statuses, over } = await inOneWindow(async () => {
      const account = makeAccount();
      await createAccount(account);
      const token = await idTokenFor(account);
      const statuses: number[] = [];
      for (let i = 0; i < WRITES_PER_MINUTE; i += 1) {
        statuses.push((await call('POST', '/api/check-application-status', { token })).status);
      }
      return { statuses, over: await call('POST', '/api/check-application-status', { token }) };
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('POST', '/api/check-application-status', { token: otherToken })).status).toBe(200);
  });
});

/**
 * The limits count in fixed one-minute windows: a burst that straddled two would be counted in
 * each, and allowed twice the limit. Runs `burst` until it began and ended in one window (on a slow
 * machine a burst may take long enough to cross one: it is then run again, in the next), and
 * answers what that run answered. No guess of how long a burst takes.
 */
async function inOneWindow<T>(burst: () => Promise<T>, windowMs = 60_000): Promise<T> {
  for (;;) {
    const window = Math.floor(Date.now() / windowMs);
    const result = await burst();
    if (Math.floor(Date.now() / windowMs) === window) return result;
  }
}

/** The hourly budgets count in fixed one-hour windows (inOneWindow's reason). */
const HOUR = 3_600_000;

describe('reads', () => {
  it('answers 429 to a burst of 200 reads from one user once past the limit; another user is not affected', async () => {
    const other = makeAccount();
    await createAccount(other);
    const otherToken = await idTokenFor(other);
    const answers = await inOneWindow(async () => {
      const account = makeAccount();
      await createAccount(account);
      const token = await idTokenFor(account);
      return Promise.all(Array.from({ length: 200 }, () => call('GET', '/auth/me', { token })));
    });
    const ok = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    // Every call is counted (an atomic increment), so at most the limit gets through; a call that
    // reads the count after others' increments may be refused early, never late.
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(READS_PER_MINUTE);
    expect(ok + refused.length).toBe(200);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', '/auth/me', { token: otherToken })).status).toBe(200);
  });
});

describe('the export', () => {
  it('counts 20 reads: seven at once are not all let through, and a plain read after them is refused', async () => {
    const { answers, plain } = await inOneWindow(async () => {
      const account = makeAccount();
      await createAccount(account);
      const token = await idTokenFor(account);
      const answers = await Promise.all(Array.from({ length: 7 }, () => call('GET', ME_API.export, { token })));
      return { answers, plain: await call('GET', '/auth/me', { token }) };
    });
    const statuses = answers.map((answer) => answer.status).sort();
    // At most six get through (a call counted after others' increments may be refused early, never late).
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // Six exports took the minute's 120 reads: a plain read is refused too.
    expect(plain.status).toBe(429);
  });
});

describe('new screening applications', () => {
  it('allows 5 an hour from one address, each assessed; the 6th fresh account from it gets 429, another address does not', async () => {
    const submit = (token: string, from: Record<string, string>) =>
      call('POST', SCREENING_API.submit, { token, body: makeScreeningForm(), headers: from });
    const { statuses, elsewhere } = await inOneWindow(async () => {
      const [address, another] = [uniqueAddress(), uniqueAddress()];
      const tokens = await freshTokens(7);
      const statuses: number[] = [];
      for (const token of tokens.slice(0, 6)) statuses.push((await submit(token, from(address))).status);
      return { statuses, elsewhere: (await submit(tokens[6]!, from(another))).status };
    }, HOUR);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(elsewhere).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address of the same /64 is the same client', async () => {
    const statuses = await inOneWindow(async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const tokens = await freshTokens(6);
      const statuses: number[] = [];
      for (const [i, token] of tokens.entries()) {
        statuses.push((await submitScreening(token, from(`${prefix}::${(i + 1).toString(16)}`))).status);
      }
      return statuses;
    }, HOUR);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("does not count Firebase Hosting's hop: candidates through Hosting (its addresses not configured) share no budget", async () => {
    const hop = uniqueAddress();
    const tokens = await freshTokens(6);
    // As Hosting forwards a request: its CDN's marks, the client's address, then its own hop.
    const throughHosting = (client: string) => ({
      'X-Forwarded-For': `${client}, ${hop}`,
      'CDN-Loop': 'Fastly, Fastly',
      'Fastly-FF': 'test!TYO!cache-tyo1',
    });
    const statuses: number[] = [];
    for (const token of tokens) statuses.push((await submitScreening(token, throughHosting(uniqueAddress()))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await pointsOf(`assessments-by-address:${hop}`)).toBe(0);
  });

  it('spends one point of the person’s and the address’s budgets for a burst of ten submits of one account (one stored)', async () => {
    const address = uniqueAddress();
    const account = makeAccount();
    await createAccount(account);
    const token = await idTokenFor(account);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitScreening(token, from(address))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 409, 429].includes(status))).toBe(true);
    expect((await adminDb.collection(COLLECTIONS.screeningApplications).doc(account.uid).get()).exists).toBe(true);
    const identity = await applicantKeyOf(EMULATOR_PSEUDONYM_KEY, {
      subject: emulatorGoogleSub(account.email),
      email: account.email,
    });
    expect(await pointsOf(`assessments-by-identity:${identity}`)).toBe(1);
    expect(await pointsOf(`assessments-by-address:${address}`)).toBe(1);
  });
});

/** Fresh candidates' tokens, each with a profile. */
async function freshTokens(count: number): Promise<string[]> {
  const accounts = Array.from({ length: count }, () => makeAccount());
  await Promise.all(accounts.map((account) => createAccount(account)));
  return Promise.all(accounts.map((account) => idTokenFor(account)));
}

/** Submits a screening application with `headers`. */
const submitScreening = (token: string, headers: Record<string, string>) =>
  call('POST', SCREENING_API.submit, { token, body: makeScreeningForm(), headers });

/** The points counted under a limiter key (its windows together: a test runs inside one or two). */
async function pointsOf(key: string): Promise<number> {
  const windows = await adminDb.collection(COLLECTIONS.rateLimits).where('key', '==', key).get();
  return windows.docs.reduce((sum, doc) => sum + ((doc.get('points') as number | undefined) ?? 0), 0);
}
