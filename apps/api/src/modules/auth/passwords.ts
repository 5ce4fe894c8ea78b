import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashed in Unicode NFC: the same 'é' typed on two keyboards can arrive composed (one code point)
 * or decomposed ('e' + accent), and the student must not notice which.
 */
export const hashPassword = (password: string) => hash(password.normalize('NFC'), OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies; with no stored hash it still spends the same work, so timing does not reveal unknown emails.
 * Hashes stored before passwords were normalised took the text as typed, so when the NFC form
 * fails and differs from what was typed, the typed form is tried too.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const candidates = [...new Set([password.normalize('NFC'), password])];
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    for (const candidate of candidates) await verify(await dummyHash, candidate).catch(() => false);
    return false;
  }
  for (const candidate of candidates) {
    if (await verify(storedHash, candidate).catch(() => false)) return true;
  }
  return false;
}
