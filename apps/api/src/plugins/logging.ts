import type { FastifyServerOptions } from 'fastify';

/** Where log lines go when not stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Logs never carry secrets or a student's words: no request bodies (Fastify never logs them), no
 * query parameters of a failed database query (they hold password hashes, emails and chat text),
 * no tokens in URLs or headers.
 */

const REDACTED = '[redacted]';

// Secrets that travel in a URL: the reset link's token and a signed file link's signature.
const URL_SECRETS: [RegExp, string][] = [
  [/(\/reset-password\/)[^/?#]+/i, `$1${REDACTED}`],
  [/([?&](?:sig|token|access_token|code)=)[^&#]*/gi, `$1${REDACTED}`],
];

export function redactUrl(url: string): string {
  return URL_SECRETS.reduce((u, [pattern, replacement]) => u.replace(pattern, replacement), url);
}

/** The fields of a database driver's error that describe the failure without the data in it. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * An error for the log. A failed query's message is cut to its SQL (which has only $1, $2 … where
 * the values were); a driver error keeps its code and constraint but not its `detail`, which
 * quotes the values ("Key (email)=(asha@…)"). The stack's first line repeats the message, so it is
 * rebuilt from the safe message.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const message = safeMessage(err);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type: err.constructor.name,
    message,
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function safeMessage(err: Error): string {
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string' && 'params' in err) return `Failed query: ${query}`;
  return err.message;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** Fastify's own request fields, with the secrets in the URL blanked (headers are never logged). */
function serializeRequest(req: LoggedRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip };
}

/** The app's logger settings; `stream` sends the lines elsewhere (tests read them). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    // Wherever else a secret could ride along in a logged object.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.confirmPassword',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.apiKey',
        '*.authorization',
      ],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
