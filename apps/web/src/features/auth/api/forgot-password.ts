import { API } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** frontendUrl is the site's own origin: the server builds the reset link from it. */
export const forgotPassword = (email: string) =>
  apiFetch<{ message: string }>(API.auth.forgotPassword, { body: { email, frontendUrl: window.location.origin }, auth: false });
