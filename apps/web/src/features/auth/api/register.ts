import { API, type AuthResponse, type RegisterInput } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const register = (input: RegisterInput) => apiFetch<AuthResponse>(API.auth.register, { body: input, auth: false });
