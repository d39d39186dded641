// The web app's HTTP client. The Firebase session and the network are stand-ins here: the
// real calls are covered end to end (tests/e2e); this pins the client's own contract.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from './api';
import { currentIdToken } from './firebase/auth';

vi.mock('./firebase/auth', () => ({ currentIdToken: vi.fn() }));

const tokenOf = vi.mocked(currentIdToken);
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  tokenOf.mockReset();
});

describe('apiRequest', () => {
  it("stops with 'Authentication required' (401) when nobody is signed in, without calling the server", async () => {
    tokenOf.mockResolvedValue(undefined);
    const call = apiRequest('/api/check-application-status', { method: 'POST' });
    await expect(call).rejects.toEqual(new ApiError('Authentication required', 401));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stops with 'Authentication required' (401) when the token cannot be fetched, not Firebase's error", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tokenOf.mockRejectedValue(new Error('Firebase: Error (auth/network-request-failed).'));
    const call = apiRequest('/api/check-application-status', { method: 'POST' });
    await expect(call).rejects.toEqual(new ApiError('Authentication required', 401));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends the ID token as a bearer token and the body as JSON, and answers the JSON', async () => {
    tokenOf.mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(json(200, { success: true }));
    await expect(apiRequest('/auth/profile', { method: 'PUT', body: { name: 'Ana' } })).resolves.toEqual({
      success: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/auth/profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer id-token' },
      body: JSON.stringify({ name: 'Ana' }),
    });
  });

  it('sends no token for a call that does not need one', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/auth/verify', { method: 'POST', body: { idToken: 't' }, auth: false });
    expect(tokenOf).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("fails with the server's `error` and the status", async () => {
    tokenOf.mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(json(409, { error: 'Application already submitted' }));
    await expect(apiRequest('/api/submit-application', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError('Application already submitted', 409),
    );
  });

  it("fails with 'HTTP error! status: {code}' when the answer carries no error", async () => {
    tokenOf.mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/admin/check-access')).rejects.toEqual(new ApiError('HTTP error! status: 502', 502));
  });

  it("fails on the hiring backend with 'Network error' for an unreadable body, else 'HTTP {status}'", async () => {
    tokenOf.mockResolvedValue('id-token');
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/admin/fullstack-screening/dashboard')).rejects.toEqual(
      new ApiError('Network error', 502),
    );
    fetchMock.mockResolvedValue(json(500, { message: 'no error field' }));
    await expect(apiRequest('/api/fullstack-screening/check-existing')).rejects.toEqual(new ApiError('HTTP 500', 500));
  });
});

describe('errorMessage', () => {
  it("is the error's message, else the fallback", () => {
    expect(errorMessage(new ApiError('Application already submitted', 409), 'Failed')).toBe(
      'Application already submitted',
    );
    expect(errorMessage('boom', 'Failed to submit application')).toBe('Failed to submit application');
    expect(errorMessage(new Error(''), 'Failed to sign NDA')).toBe('Failed to sign NDA');
  });
});
