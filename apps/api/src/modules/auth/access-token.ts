import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { RevocationList } from './revocation-list.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALG = 'HS256';
const ISSUER = 'vidya';
const REFUSED = Promise.resolve(false);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a valid access token speaks for: the user, and the sign-in (refresh-token family) it belongs to. */
export interface AccessClaims {
  userId: string;
  familyId: string;
}

type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

interface Deps {
  secret: string;
  revocations: RevocationList;
  /** True while the sign-in exists for this user and is not ended (one query). */
  isSignInLive(userId: string, familyId: string): Promise<boolean>;
}

interface Verdict extends AccessClaims {
  expiresAtMs: number;
  /** Shared by simultaneous first requests with the same token, so they cost one query. */
  live: Promise<boolean>;
}

/**
 * Signs and verifies the short-lived access token, a JWT carrying the user id (`sub`) and the
 * sign-in it belongs to (`sid`). A token is good while its signature, expiry and sign-in are.
 */
export function createAccessTokens(deps: Deps) {
  // Imported once: handing jose the raw bytes makes it import the key again on every verify.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(deps.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Tokens already verified, until they expire: a phone sends the same token with every request,
  // and checking its signature and sign-in again each time was a large share of a cached read's cost.
  // Sign-ins ended later are caught by the revocation list, checked on every request.
  const verified = new LRUCache<string, Verdict>({ max: 10_000 });

  async function firstSight(token: string): Promise<Verdict | null> {
    const claims = await verifySignature(token, await key);
    if (!claims) return null;
    const live = deps.isSignInLive(claims.userId, claims.familyId);
    const verdict = { ...claims, live };
    verified.set(token, verdict);
    // A failed query must not be remembered as a verdict: the next request asks again.
    live.catch(() => verified.delete(token));
    return verdict;
  }

  return {
    async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
      const token = await new SignJWT({ sid: claims.familyId })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    /** The claims, or null for a token not signed by us, expired, or whose sign-in has ended. */
    async verify(token: string): Promise<AccessClaims | null> {
      const verdict = verified.get(token) ?? (await firstSight(token));
      if (!verdict || verdict.expiresAtMs <= Date.now()) return null;
      if (deps.revocations.isRevoked(verdict.familyId)) {
        // Kept refused after the list forgets the family (it does once such tokens should have expired).
        verified.set(token, { ...verdict, live: REFUSED });
        return null;
      }
      if (!(await verdict.live)) return null;
      return { userId: verdict.userId, familyId: verdict.familyId };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Signed by us with HS256, unexpired, with UUIDs in sub and sid (older tokens without sid are refused). */
async function verifySignature(token: string, key: HmacKey): Promise<(AccessClaims & { expiresAtMs: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER, requiredClaims: ['exp', 'sub', 'sid'] });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) return null;
    return { userId: sub, familyId: sid, expiresAtMs: payload.exp! * 1000 };
  } catch {
    return null;
  }
}
