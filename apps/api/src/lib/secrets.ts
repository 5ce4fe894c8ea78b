import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Tokens are stored only as this hash, so a database leak does not leak usable tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
