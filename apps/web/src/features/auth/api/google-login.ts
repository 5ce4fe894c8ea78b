import { API, type AuthResponse } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const googleLogin = (token: string) => apiFetch<AuthResponse>(API.auth.googleLogin, { body: { token }, auth: false });
