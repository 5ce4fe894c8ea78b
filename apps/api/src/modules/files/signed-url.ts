import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links for attachments: an <img> cannot send an Authorization header, so the link itself
 * carries the permission, for a limited time. The HMAC covers the file id and the expiry together.
 */

/** A key of its own for file links, derived from the app secret so it never signs anything else. */
export const fileLinkSecret = (appSecret: string): string =>
  createHmac('sha256', appSecret).update('vidya:file-links:v1').digest('base64url');

const signature = (fileId: string, exp: number, secret: string) =>
  createHmac('sha256', secret).update(`${fileId}.${exp}`).digest('base64url');

/**
 * `/api/files/<id>?exp=<unix seconds>&sig=<hmac>`. The expiry is rounded up to a step of a tenth
 * of the ttl (at most 5 minutes), so a chat re-read within that step gets the same URL and the
 * browser's cache, instead of downloading every image again on metered data.
 */
export function signFileUrl(fileId: string, secret: string, ttlSeconds: number, now = Date.now()): string {
  const step = Math.min(300, Math.max(1, Math.floor(ttlSeconds / 10)));
  const exp = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / step) * step;
  return `/api/files/${encodeURIComponent(fileId)}?exp=${exp}&sig=${signature(fileId, exp, secret)}`;
}

/** True when sig is this file's signature for exp and exp has not passed. */
export function verifyFileSignature(
  fileId: string,
  exp: string | number | undefined,
  sig: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  const expiry = typeof exp === 'number' ? exp : /^\d{1,12}$/.test(exp ?? '') ? Number(exp) : NaN;
  if (!Number.isSafeInteger(expiry) || expiry * 1000 <= now || !sig) return false;
  const expected = Buffer.from(signature(fileId, expiry, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
