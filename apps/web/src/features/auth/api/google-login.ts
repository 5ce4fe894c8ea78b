import { API, type AuthResponse } from '@vidya/contract';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const googleLogin = (token: string) => apiFetch<AuthResponse>(API.auth.googleLogin, { body: { token, language: currentLanguage() }, auth: false });
