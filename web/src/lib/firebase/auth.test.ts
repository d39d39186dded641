import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Auth SDK as far as currentIdToken uses it: a user restored only once authStateReady resolves.
const sdkUser = { getIdToken: vi.fn(async () => 'sdk-token') };
let restoreUser: () => void = () => {};
const auth = {
  currentUser: null as typeof sdkUser | null,
  authStateReady: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        restoreUser = () => {
          auth.currentUser = sdkUser;
          resolve();
        };
      }),
  ),
};
vi.mock('./auth-sdk', () => ({
  initializeAuth: () => auth,
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserPopupRedirectResolver: {},
}));
vi.mock('./app', () => ({ firebaseApp: {} }));
vi.mock('./emulator-origin', () => ({ emulatorOrigin: () => 'http://127.0.0.1:9099' }));
vi.mock('firebase/auth', () => ({ connectAuthEmulator: () => {} }));

const { currentIdToken, loadedIdToken, standInSession } = await import('./auth');

const NOW = Date.parse('2026-11-28T12:00:00Z');
const session = (expiresAt: number) => ({
  user: { uid: 'u-1', email: 'ana@example.com', displayName: 'Ana Cruz', photoURL: null, emailVerified: true },
  idToken: 'stored-token',
  expiresAt,
});

describe('currentIdToken with a stored session standing in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    standInSession(null);
    vi.useRealTimers();
  });

  it("answers the stored token while it is fresh, without the SDK's user", async () => {
    standInSession(session(NOW + 30 * 60_000));
    expect(await loadedIdToken()).toBe('stored-token');
    expect(await currentIdToken()).toBe('stored-token');
    expect(sdkUser.getIdToken).not.toHaveBeenCalled();
  });

  it('waits for the SDK to restore its user once the stored token is within a minute of expiring', async () => {
    standInSession(session(NOW + 59_000));
    const token = currentIdToken();
    // The SDK has loaded but not restored its user yet: no token is answered from it meanwhile.
    await vi.waitFor(() => expect(auth.authStateReady).toHaveBeenCalled());
    restoreUser();
    expect(await token).toBe('sdk-token');
  });
});
