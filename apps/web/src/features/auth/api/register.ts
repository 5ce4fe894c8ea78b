import { API, type AuthResponse, type RegisterInput } from '@vidya/contract';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** A new account keeps the language its sign-up page was read in. */
export const register = (input: RegisterInput) => apiFetch<AuthResponse>(API.auth.register, { body: { ...input, language: currentLanguage() }, auth: false });
