import { serviceUnavailable, unauthorized } from '../../lib/http-error.ts';

export interface GoogleProfile {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

const REJECTED = 'Google sign-in could not be verified. Please try again.';

/**
 * Checks a Google access token with Google's token-info endpoint: it must be ours (aud/azp), unexpired,
 * and for a verified email. Names come from the userinfo endpoint.
 */
export function createGoogleVerifier(opts: { clientId?: string; apiUrl: string }) {
  return async function verifyGoogleToken(accessToken: string): Promise<GoogleProfile> {
    if (!opts.clientId) throw serviceUnavailable('Google sign-in is not set up on this server.');
    const info = await getJson(`${opts.apiUrl}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(accessToken)}`);
    if (!info) throw unauthorized(REJECTED);
    const audienceOk = info.aud === opts.clientId || info.azp === opts.clientId;
    const expiresIn = Number(info.expires_in ?? (Number(info.exp) - Date.now() / 1000));
    const verified = info.email_verified === true || info.email_verified === 'true';
    if (!audienceOk || !(expiresIn > 0) || !verified || typeof info.email !== 'string' || typeof info.sub !== 'string') {
      throw unauthorized(REJECTED);
    }
    const profile = await getJson(`${opts.apiUrl}/oauth2/v3/userinfo`, accessToken);
    const email = info.email.toLowerCase();
    return {
      sub: info.sub,
      email,
      firstName: stringOr(profile?.given_name, email.split('@')[0] ?? 'Student'),
      lastName: stringOr(profile?.family_name, ''),
    };
  };
}

async function getJson(url: string, bearer?: string): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    throw serviceUnavailable('Google could not be reached. Please try again.');
  }
}

const stringOr = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : fallback);
