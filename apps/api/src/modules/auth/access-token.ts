import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALG = 'HS256';
const ISSUER = 'vidya';

/** Signs and verifies the short-lived access token (a JWT that carries only the user id). */
export function createAccessTokens(secret: string) {
  // Imported once: handing jose the raw bytes makes it import the key again on every verify.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Tokens already verified, until they expire: a phone sends the same token with every request,
  // and checking its signature again each time was a large share of a cached read's cost.
  const verified = new LRUCache<string, { userId: string; expiresAtMs: number }>({ max: 10_000 });
  return {
    async sign(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    /** The user id, or null for anything not signed by us with HS256 and unexpired. */
    async verify(token: string): Promise<string | null> {
      const known = verified.get(token);
      if (known) return known.expiresAtMs > Date.now() ? known.userId : null;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (!payload.sub) return null;
        verified.set(token, { userId: payload.sub, expiresAtMs: payload.exp! * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
