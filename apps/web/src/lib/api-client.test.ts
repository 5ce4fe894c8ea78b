import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fakeApi as network, json as jsonAnswer, sentTo } from '../test/api.ts';
import { ApiError, apiFetch, setSignedOutHandler } from './api-client.ts';

const json = (status: number, body: Record<string, unknown>) => jsonAnswer(body, status);
const user = { _id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' };
const renewed = { accessToken: 'new-access', refreshToken: 'new-refresh', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z', user };

/** The api as the network sees it: /api/me wants the token 'new-access'; /api/auth/refresh answers `refresh()`. */
function fakeApi(refresh: () => Promise<Response>) {
  api.use(
    http.post('/api/auth/refresh', refresh),
    http.all('/api/me', ({ request }) => {
      const auth = request.headers.get('authorization');
      return auth === 'Bearer new-access' || auth === 'new-access' ? json(200, { hello: 'Asha' }) : json(401, { message: 'Please sign in again.' });
    }),
  );
}
const callsTo = (url: string) => network.requests.filter((r) => new URL(r.url).pathname === url);
const authHeaders = () => callsTo('/api/me').map((r) => r.headers.get('authorization'));

let signedOut: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  localStorage.setItem('accessToken', 'old-access');
  localStorage.setItem('refreshToken', 'old-refresh');
  localStorage.setItem('accessTokenExpiresAt', '2020-01-01T00:00:00.000Z');
  localStorage.setItem('user', JSON.stringify(user));
  signedOut = vi.fn<() => void>();
  setSignedOutHandler(signedOut);
});

const storedAuth = () => ['accessToken', 'refreshToken', 'accessTokenExpiresAt', 'user'].map((k) => localStorage.getItem(k));

describe('apiFetch on an expired access token', () => {
  it('refreshes once, stores the new tokens and retries the call', async () => {
    fakeApi(async () => json(200, renewed));
    await expect(apiFetch('/api/me')).resolves.toEqual({ hello: 'Asha' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(await sentTo('/api/auth/refresh', 'POST')[0]?.json()).toEqual({ refreshToken: 'old-refresh' });
    expect(authHeaders()).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    fakeApi(async () => json(200, renewed));
    await expect(Promise.all([apiFetch('/api/me'), apiFetch('/api/me')])).resolves.toHaveLength(2);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('sends the raw token, without Bearer, when asked to (the widget), before and after the refresh', async () => {
    fakeApi(async () => json(200, renewed));
    await expect(apiFetch('/api/me', { body: { question: 'Hi' }, rawToken: true })).resolves.toEqual({ hello: 'Asha' });
    expect(authHeaders()).toEqual(['old-access', 'new-access']);
  });

  it('signs out when the server refuses the refresh token', async () => {
    fakeApi(async () => json(401, { message: 'Please sign in again.' }));
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storedAuth()).toEqual([null, null, null, null]);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('keeps the tokens when the refresh fails on the network, and lets the call fail', async () => {
    fakeApi(async () => HttpResponse.error());
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(storedAuth()).toEqual(['old-access', 'old-refresh', '2020-01-01T00:00:00.000Z', JSON.stringify(user)]);
    expect(signedOut).not.toHaveBeenCalled();
    // The next call tries the refresh again.
    network.requests = [];
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('keeps the tokens when the refresh answers a server error', async () => {
    fakeApi(async () => json(503, { message: 'Busy' }));
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out cleanly when there is no refresh token to use', async () => {
    localStorage.removeItem('refreshToken');
    fakeApi(async () => json(200, renewed));
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(storedAuth()).toEqual([null, null, null, null]);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('leaves a 401 from a call without auth (a wrong password) alone', async () => {
    fakeApi(async () => json(200, renewed));
    await expect(apiFetch('/api/me', { auth: false })).rejects.toMatchObject({ status: 401, message: 'Please sign in again.' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBe('old-access');
    expect(signedOut).not.toHaveBeenCalled();
  });
});
