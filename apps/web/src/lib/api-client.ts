import { API, type AuthResponse } from '@vidya/contract';
import { authStorage } from './storage.ts';

/** An error answer from the api: its status and the { message } a person can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];
export interface RequestOptions {
  method?: string;
  body?: Json | FormData;
  /** Send the stored access token (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Called when the session cannot be refreshed; the app navigates to /login. */
let onSignedOut: () => void = () => window.location.assign('/login');
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

/** fetch for our api: JSON in and out, Bearer token, one refresh-and-retry on 401. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options);
  if (res.status === 401 && options.auth !== false && authStorage.refreshToken()) {
    if (await refreshSession()) return parse<T>(await send(path, options));
    authStorage.clear();
    onSignedOut();
  }
  return parse<T>(res);
}

/** The raw Response (for streams and downloads), with the same auth and refresh rules. */
export async function apiFetchRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  let res = await send(path, options);
  if (res.status === 401 && options.auth !== false && authStorage.refreshToken()) {
    if (await refreshSession()) res = await send(path, options);
    else {
      authStorage.clear();
      onSignedOut();
    }
  }
  if (!res.ok) await parse(res);
  return res;
}

function send(path: string, { method, body, auth = true, headers = {}, signal }: RequestOptions) {
  const token = authStorage.accessToken();
  const isForm = body instanceof FormData;
  return fetch(path, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(auth && token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: isForm ? body : body ? JSON.stringify(body) : undefined,
    signal,
  });
}

async function parse<T>(res: Response): Promise<T> {
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof data.message === 'string' ? data.message : typeof data.msg === 'string' ? data.msg : 'Server error';
    throw new ApiError(res.status, message, data);
  }
  return data as T;
}

let refreshing: Promise<boolean> | null = null;
/** One refresh at a time, shared by every request that got a 401 meanwhile. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(API.auth.refresh, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: authStorage.refreshToken() }),
      });
      if (!res.ok) return false;
      authStorage.save((await res.json()) as AuthResponse);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}
