import { describe, expect, it } from 'vitest';
import { fileLinkSecret, signFileUrl, verifyFileSignature } from './signed-url.ts';

const secret = fileLinkSecret('an app secret that is long enough to be real');
const id = '6f1c0a52-2d7e-4c38-9a53-0f3b1f8e2c11';
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, exp: u.searchParams.get('exp') ?? '', sig: u.searchParams.get('sig') ?? '' };
};

describe('signed file links', () => {
  const now = Date.UTC(2025, 0, 1, 10, 0, 30);

  it('signs /api/files/<id> with an expiry and verifies until then', () => {
    const { path, exp, sig } = parse(signFileUrl(id, secret, 3600, now));
    expect(path).toBe(`/api/files/${id}`);
    expect(Number(exp) - now / 1000).toBeGreaterThanOrEqual(3600);
    expect(Number(exp) - now / 1000).toBeLessThan(3600 + 300);
    expect(verifyFileSignature(id, exp, sig, secret, now)).toBe(true);
    expect(verifyFileSignature(id, exp, sig, secret, Number(exp) * 1000 - 1)).toBe(true);
    expect(verifyFileSignature(id, exp, sig, secret, Number(exp) * 1000)).toBe(false);
  });

  it('gives the same link within a few minutes, so the browser can cache the image', () => {
    expect(signFileUrl(id, secret, 3600, now)).toBe(signFileUrl(id, secret, 3600, now + 60_000));
  });

  it('refuses another id, another expiry, another secret or a malformed signature', () => {
    const { exp, sig } = parse(signFileUrl(id, secret, 3600, now));
    expect(verifyFileSignature(id.replace('6f', '7f'), exp, sig, secret, now)).toBe(false);
    expect(verifyFileSignature(id, String(Number(exp) + 1), sig, secret, now)).toBe(false);
    expect(verifyFileSignature(id, exp, sig, fileLinkSecret('another'), now)).toBe(false);
    for (const bad of ['', 'x', `${sig}=`, sig.toUpperCase()])
      expect(verifyFileSignature(id, exp, bad, secret, now)).toBe(false);
    for (const badExp of [undefined, '', '-1', '1e12', ' 1', '9'.repeat(20)])
      expect(verifyFileSignature(id, badExp, sig, secret, now)).toBe(false);
  });

  it('keeps the file-link key apart from the app secret', () => {
    expect(secret).not.toBe('an app secret that is long enough to be real');
    expect(fileLinkSecret('a')).not.toBe(fileLinkSecret('b'));
  });
});
