import { API, type AuthResponse } from '@vidya/contract';
import { noteServerMessage } from '../i18n/server-messages.ts';
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
  /** Send the token as it is, without 'Bearer ' (the widget's send call, spec section 6). */
  rawToken?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request finish after the page is left (a delete sent as the tab closes). */
  keepalive?: boolean;
}

/** Called when the session cannot be refreshed; the app navigates to /login. */
let onSignedOut: () => void = () => window.location.assign('/login');
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

/** fetch for our api: JSON in and out, Bearer token, one refresh-and-retry on 401. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await sendWithRefresh(path, options));
}

/** The raw Response (for streams and downloads), with the same auth and refresh rules. */
export async function apiFetchRaw(path: string, options: RequestOptions = {}): Promise<Response> {
  const res = await sendWithRefresh(path, options);
  if (!res.ok) await parse(res);
  return res;
}

/**
 * Sends once; on a 401 refreshes the sign-in and sends again. The student is signed out only when
 * the server says the sign-in is over: a network error (patchy mobile data) keeps the tokens.
 */
async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const sentWith = authStorage.accessToken();
  const res = await send(path, options);
  if (res.status !== 401 || options.auth === false) return res;
  // Another request refreshed while this one was on its way: its new token just needs a retry.
  if (authStorage.accessToken() !== sentWith && authStorage.accessToken()) return send(path, options);
  if (!authStorage.refreshToken()) {
    signOut();
    return res;
  }
  const outcome = await refreshSession();
  if (outcome === 'refreshed') return send(path, options);
  if (outcome === 'refused') signOut();
  return res;
}

function signOut() {
  authStorage.clear();
  onSignedOut();
}

function send(path: string, { method, body, auth = true, rawToken = false, headers = {}, signal, keepalive }: RequestOptions) {
  const token = authStorage.accessToken();
  const isForm = body instanceof FormData;
  return fetch(path, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(auth && token ? { authorization: rawToken ? token : `Bearer ${token}` } : {}),
      ...headers,
    },
    body: isForm ? body : body ? JSON.stringify(body) : undefined,
    signal,
    keepalive,
  });
}

async function parse<T>(res: Response): Promise<T> {
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof data.message === 'string' ? data.message : typeof data.msg === 'string' ? data.msg : 'Server error';
    noteServerMessage(data);
    throw new ApiError(res.status, message, data);
  }
  return data as T;
}

/** 'refused': the refresh token is no longer valid; 'unavailable': no answer we can use (offline, 5xx). */
type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;
/** One refresh at a time, shared by every request that got a 401 meanwhile. */
function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function requestRefresh(): Promise<RefreshOutcome> {
  try {
    const res = await fetch(API.auth.refresh, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: authStorage.refreshToken() }),
    });
    if (res.status === 400 || res.status === 401) return 'refused';
    if (!res.ok) return 'unavailable';
    authStorage.save((await res.json()) as AuthResponse);
    return 'refreshed';
  } catch {
    return 'unavailable';
  }
}
