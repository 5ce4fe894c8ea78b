import { LoginInputSchema, RegisterInputSchema } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { confirmRules, emailRules, nameRules, newPasswordRules, passwordRules, type FieldRules } from './validation.ts';

/** The first message a field's rules give, or null when valid. */
function check(rules: FieldRules, value: string, values: Record<string, unknown> = {}) {
  const checks = typeof rules.validate === 'function' ? [rules.validate] : Object.values(rules.validate);
  for (const c of checks) {
    const result = c(value, values);
    if (result !== true) return result;
  }
  return null;
}

/** The server's message for one field of a body, or null when that field is valid. */
function serverMessage(schema: typeof RegisterInputSchema | typeof LoginInputSchema, body: Record<string, string>, field: string) {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
}

const base = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', password: 'long enough', confirmPassword: 'long enough' };

describe('web form rules agree with the server schemas', () => {
  it.each(['', '   ', 'asha', 'asha@', 'asha@example', ' asha@example.in ', 'a b@example.in', 'asha@example.in'])('email %j', (email) => {
    expect(check(emailRules, email)).toBe(serverMessage(RegisterInputSchema, { ...base, email }, 'email'));
  });

  it.each(['', 'short', '1234567', '12345678', 'x'.repeat(256), 'x'.repeat(257)])('new password %j', (password) => {
    expect(check(newPasswordRules, password)).toBe(serverMessage(RegisterInputSchema, { ...base, password, confirmPassword: password }, 'password'));
  });

  it.each([['', ''], ['', 'x'], ['anything', 'anything']])('login password %j', (password) => {
    expect(check(passwordRules, password)).toBe(serverMessage(LoginInputSchema, { email: 'a@b.in', password }, 'password'));
  });

  it.each(['', ' ', 'Asha'])('first name %j', (firstName) => {
    expect(check(nameRules('First name is required'), firstName)).toBe(serverMessage(RegisterInputSchema, { ...base, firstName }, 'firstName'));
  });

  it.each(['', 'other', 'long enough'])('confirm password %j', (confirmPassword) => {
    const rules = confirmRules('Confirm Password is required', 'Passwords must match');
    expect(check(rules, confirmPassword, { password: base.password })).toBe(serverMessage(RegisterInputSchema, { ...base, confirmPassword }, 'confirmPassword'));
  });
});
