import { API } from '@vidya/contract';
import { apiFetch } from './api-client.ts';
import { authStorage } from './storage.ts';

/** Revokes the sign-in on the server (errors only logged), then removes the four stored auth items. */
export async function logout() {
  try {
    await apiFetch(API.auth.logout, { body: { refreshToken: authStorage.refreshToken() ?? undefined } });
  } catch (err) {
    console.warn('logout failed', err);
  } finally {
    authStorage.clear();
  }
}
