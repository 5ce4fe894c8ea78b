/** An error whose message is safe to show the caller. The error handler answers { message } with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new HttpError(
    429,
    message ?? `Too many attempts. Please wait ${humanDuration(retryAfterSeconds)} and try again.`,
    { 'retry-after': String(retryAfterSeconds) },
  );

function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
