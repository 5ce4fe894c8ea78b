import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION } from '@vidya/contract';

/**
 * Form rules for react-hook-form, built from the contract's constants and messages. The server
 * checks the same rules with the contract's zod schemas; zod stays out of the first-load bundle.
 */
type Check = (value: string, values: Record<string, unknown>) => true | string;
export interface FieldRules {
  validate: Check | Record<string, Check>;
}

const required = (message: string) => (v: string) => v.trim() !== '' || message;

export const emailRules: FieldRules = {
  validate: {
    required: required(VALIDATION.emailRequired),
    pattern: (v: string) => EMAIL_PATTERN.test(v.trim()) || VALIDATION.emailInvalid,
  },
};

export const passwordRules: FieldRules = { validate: required(VALIDATION.passwordRequired) };

export const newPasswordRules: FieldRules = {
  validate: {
    required: (v: string) => v !== '' || VALIDATION.passwordRequired,
    min: (v: string) => v.length >= PASSWORD_MIN_LENGTH || VALIDATION.passwordTooShort,
    max: (v: string) => v.length <= PASSWORD_MAX_LENGTH || `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  },
};

export const nameRules = (message: string): FieldRules => ({ validate: required(message) });

/** Confirmation must equal the 'password' field. */
export const confirmRules = (requiredMessage: string, mismatchMessage: string): FieldRules => ({
  validate: {
    required: (v: string) => v !== '' || requiredMessage,
    matches: (v: string, values: Record<string, unknown>) => v === values.password || mismatchMessage,
  },
});
