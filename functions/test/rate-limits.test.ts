// The API's rate limits against the emulators: failed sign-ins per address, writes per user.
// The emulator has no front end appending to X-Forwarded-For, so each test plays its part with
// an address of its own (the right-most entry), which also keeps the tests' counters apart.
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

/** A documentation-range address no other test uses. */
const uniqueAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const from = (address: string) => ({ 'X-Forwarded-For': `6.6.6.6, ${address}` });

// The limits of functions/.env.demo-careers (the production defaults).
const FAILED_AUTH_PER_MINUTE = 20;
const WRITES_PER_MINUTE = 60;

describe('failed sign-ins per address', () => {
  it('cuts off a burst of garbage tokens from one address with 429 and Retry-After', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < FAILED_AUTH_PER_MINUTE; i += 1) {
      const answer = await call('POST', '/auth/verify', { body: { idToken: `garbage-${i}` }, headers: from(address) });
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
    }
    const cut = await call('POST', '/auth/verify', { body: { idToken: 'garbage-more' }, headers: from(address) });
    expect(cut.status).toBe(429);
    expect(cut.body).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(0);
    // Bearer tokens on other calls count too.
    expect(
      (await call('POST', '/api/check-application-status', { token: 'forged', headers: from(address) })).status,
    ).toBe(429);
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
    const [account, other] = [makeAccount(), makeAccount()];
    await Promise.all([createAccount(account), createAccount(other)]);
    const [token, otherToken] = await Promise.all([idTokenFor(account), idTokenFor(other)]);
    const statuses = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i += 1) {
      statuses.push((await call('POST', '/api/check-application-status', { token })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await call('POST', '/api/check-application-status', { token });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('POST', '/api/check-application-status', { token: otherToken })).status).toBe(200);
  });

  it('does not limit reads', async () => {
    const account = makeAccount();
    await createAccount(account);
    const token = await idTokenFor(account);
    for (let i = 0; i <= WRITES_PER_MINUTE; i += 1) {
      expect((await call('GET', '/auth/me', { token })).status).toBe(200);
    }
  });
});
