import { API, type AuthResponse, type LoginInput } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const login = (input: LoginInput) => apiFetch<AuthResponse>(API.auth.login, { body: input, auth: false });
