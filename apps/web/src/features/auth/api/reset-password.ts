import { API } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const resetPassword = (token: string, password: string) =>
  apiFetch<{ msg: string }>(API.auth.resetPassword(token), { body: { password }, auth: false });
