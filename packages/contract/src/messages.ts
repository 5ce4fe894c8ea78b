import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** Validation messages, exactly as spec section 5 words them. Shared by server schemas and web forms. */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooShortToast: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm Password is required',
  confirmYourPassword: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

/** The bot message a student sees when an answer fails (spec section 8). */
export const SEND_FAILED = 'Error fetching response.';

/** A send while the student's earlier answers are still being written, past ANSWERS_IN_FLIGHT_PER_STUDENT (429). */
export const ANSWERS_IN_PROGRESS = 'Your teacher is still answering your earlier questions. Please wait for those answers, then ask again.';

/** The resume route's 404: the session has no live or recently finished answer (re-read the session). */
export const NO_ANSWER_IN_PROGRESS = 'No answer in progress';
