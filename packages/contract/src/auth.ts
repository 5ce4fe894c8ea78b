import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { VALIDATION } from './messages.ts';
import { LANGUAGES } from './languages.ts';
import { plainString } from './text.ts';

export const LanguageSchema = z.enum(LANGUAGES);

// Messages are the spec's exact strings (section 5).
export const EmailSchema = plainString({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const NewPasswordSchema = plainString({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const nameField = (label: string, required: string) =>
  plainString({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: plainString({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

// Passwords are compared in Unicode NFC, as the server hashes them (two keyboards, one 'é').
export const RegisterInputSchema = z
  .object({
    firstName: nameField('First name', VALIDATION.firstNameRequired),
    lastName: nameField('Last name', VALIDATION.lastNameRequired),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: plainString({ error: VALIDATION.confirmPasswordRequired }).min(1, VALIDATION.confirmPasswordRequired),
    /** The language the student was reading the sign-up page in: the account keeps it. */
    language: LanguageSchema.optional(),
  })
  .refine((v) => v.password.normalize('NFC') === v.confirmPassword.normalize('NFC'), { message: VALIDATION.passwordsMustMatch, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const GoogleLoginInputSchema = z.object({
  token: plainString({ error: 'Google token is required' }).min(1, 'Google token is required').max(4096),
  /** The page's language, kept by an account made by this sign-in. */
  language: LanguageSchema.optional(),
});
export type GoogleLoginInput = z.infer<typeof GoogleLoginInputSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: EmailSchema,
  frontendUrl: plainString({ error: 'frontendUrl is required' }).url('frontendUrl must be a URL').max(2048),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({ password: NewPasswordSchema });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const RefreshInputSchema = z.object({
  refreshToken: plainString({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(512),
});
export type RefreshInput = z.infer<typeof RefreshInputSchema>;

/** Logout takes the refresh token so its whole family can be revoked; the access token rides in the header. */
export const LogoutInputSchema = z.object({ refreshToken: plainString().max(512).optional() }).nullish();

export const UserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: LanguageSchema,
});
export type User = z.infer<typeof UserSchema>;

/** PATCH /api/auth/me: what a student may change about their own account. */
export const UpdateMeInputSchema = z.object({ language: LanguageSchema });
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>;

export const AuthResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** ISO date-time; the web app stores it as text (spec section 3). */
  accessTokenExpiresAt: z.string(),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export const ResetPasswordResponseSchema = z.object({ msg: z.string() });

export const FORGOT_PASSWORD_SENT = 'If your email exists, a reset link has been sent.';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully';
