import { serverMessage, type ServerMessageCode, type ServerMessageParams } from '@vidya/contract';

/**
 * An error whose message is safe to show the caller. The error handler answers { message } with its
 * status, and { code, params } when the message has values in it (the app words it in the student's
 * language from those).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly detail?: { code: ServerMessageCode; params: ServerMessageParams },
  ) {
    super(message);
  }
}

/** An HttpError for a message with values (contract SERVER_MESSAGES). */
export const coded = (statusCode: number, code: ServerMessageCode, params: ServerMessageParams, headers: Record<string, string> = {}) =>
  new HttpError(statusCode, serverMessage(code, params), headers, { code, params });

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** 429 with Retry-After; the message says how long to wait, unless a coded one is given. */
export const tooManyRequests = (retryAfterSeconds: number, message?: { code: ServerMessageCode; params: ServerMessageParams } | string) => {
  const headers = { 'retry-after': String(retryAfterSeconds) };
  if (typeof message === 'string') return new HttpError(429, message, headers);
  if (message) return coded(429, message.code, message.params, headers);
  return retryAfterSeconds < 90
    ? coded(429, 'tooManyAttemptsSeconds', { seconds: retryAfterSeconds }, headers)
    : coded(429, 'tooManyAttemptsMinutes', { minutes: Math.ceil(retryAfterSeconds / 60) }, headers);
};
