import { z } from 'zod';

// C0 and C1 control characters except tab (\u0009), newline (\u000A) and carriage return (\u000D).
// PostgreSQL text cannot hold NUL, and no person types the others.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Half of a surrogate pair on its own: not a character at all (String#isWellFormed is too new for older phones).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_NOT_ALLOWED = 'has characters that are not allowed (control characters or broken Unicode)';

/** True for text a person can type: no control characters but tab and line breaks, and no lone surrogate halves. */
export function isPlainText(value: string): boolean {
  return !FORBIDDEN_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The one string schema for every text field a client sends. It refuses control characters and
 * broken Unicode first (so the 400 names the field and the real problem), then the caller chains
 * its own rules: `plainString({ error: 'Email is required' }).trim().min(1, …)`.
 */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isPlainText, { message: TEXT_NOT_ALLOWED, abort: true });
