import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The only module that reads the environment. Everything else receives an AppConfig. */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  PORT: int(3000, 0),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString.pipe(z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  APP_ORIGIN: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  PRODUCT_NAME: z.string().default('Vidya'),
  TUTOR: z.enum(['llm', 'offline']).optional(),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.string().url('OPENAI_BASE_URL must be a URL').optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_REALTIME_MODEL: optionalString,
  // Voice calls (issue 16): where keys are minted and the browser sends its SDP offer.
  OPENAI_REALTIME_URL: optionalString.pipe(z.string().url('OPENAI_REALTIME_URL must be a URL').optional()),
  OPENAI_REALTIME_API: z.enum(['client_secrets', 'sessions']).default('client_secrets'),
  OPENAI_REALTIME_KEY: optionalString,
  OPENAI_REALTIME_VOICE: z.string().default('alloy'),
  OPENAI_REALTIME_API_VERSION: optionalString,
  OPENAI_REALTIME_WEBRTC_URL: optionalString.pipe(z.string().url('OPENAI_REALTIME_WEBRTC_URL must be a URL').optional()),
  REALTIME_DAILY_MINUTES: int(60, 0),
  REALTIME_CALL_MAX_MINUTES: int(15, 1),
  OPENAI_VISION: bool(true),
  // The model's circuit breaker (decision 0029): failed requests in a row, then a pause.
  MODEL_BREAKER_FAILURES: int(3, 1),
  MODEL_BREAKER_COOLDOWN_SECONDS: int(30, 1),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_API_URL: z.string().url().default('https://www.googleapis.com'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Vidya <no-reply@vidya.local>'),
  REDIS_URL: optionalString,
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX may hold letters, digits, _ : . - (at most 64)').default('vidya:'),
  TRUST_PROXY: bool(false),
  SHUTDOWN_DRAIN_SECONDS: int(30, 0),
  ANSWERS_IN_FLIGHT_PER_STUDENT: int(3, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: int(600, 1),
  AUTH_MAX_FAILURES: int(10, 1),
  // A school lab or a mobile carrier puts many students behind one address (decision 0003).
  AUTH_MAX_FAILURES_PER_IP: int(200, 1),
  FORGOT_PASSWORD_MAX_PER_HOUR: int(3, 1),
  FORGOT_PASSWORD_MAX_PER_EMAIL_PER_HOUR: int(10, 1),
  FORGOT_PASSWORD_MAX_PER_IP_PER_HOUR: int(100, 1),
  UPLOAD_MAX_FILES: int(5, 1),
  UPLOAD_MAX_FILE_MB: int(10, 1),
  EXTRACT_TIME_BUDGET_MS: int(4000, 100),
  EXTRACT_WORKERS: int(2, 1),
  EXTRACT_MEMORY_MB: int(256, 64),
  // Per-student limits (issue 22, decision 0028-quotas).
  UPLOAD_QUOTA_MB: int(200, 1),
  MAX_SESSIONS: int(300, 1),
  SESSION_MAX_MESSAGES: int(400, 2),
  ASSIGNMENTS_PER_DAY: int(20, 1),
  FLASHCARD_SETS_PER_DAY: int(20, 1),
  STUDY_CENTRE_URL: z.string().url().default('https://www.nios.ac.in/'),
  UPDATES_URL: z.string().url().default('https://www.nios.ac.in/'),
  SUPPORT_EMAIL: z.string().default('support@vidya.local'),
  WEB_DIST: optionalString,
  CONTENT_DIR: optionalString,
  TEXTBOOKS_DIR: optionalString,
});

/** Every environment variable the app reads (the test cluster keeps a developer's own out of its servers). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>, jwtSecret: string) {
  const dataDir = resolve(env.DATA_DIR);
  const ownOrigins = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const allowedOrigins = env.APP_ORIGIN
    ? env.APP_ORIGIN.split(',').map((o) => new URL(o.trim()).origin)
    : ownOrigins;
  const tutorMode = env.TUTOR ?? (env.OPENAI_API_KEY ? 'llm' : 'offline');
  const realtimeBase = (env.OPENAI_REALTIME_URL ?? env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    allowedOrigins,
    jwtSecret,
    productName: env.PRODUCT_NAME,
    tutor: {
      mode: tutorMode,
      openai: {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        realtimeModel: env.OPENAI_REALTIME_MODEL,
        vision: env.OPENAI_VISION,
      },
      /** After this many failed model requests in a row, the offline tutor answers for the cool-down. */
      breaker: { failures: env.MODEL_BREAKER_FAILURES, cooldownMs: env.MODEL_BREAKER_COOLDOWN_SECONDS * 1000 },
    },
    /** Realtime voice calls: off (the browser's own speech is used) unless a realtime model and a key are set. */
    realtime:
      env.OPENAI_REALTIME_MODEL && (env.OPENAI_REALTIME_KEY ?? env.OPENAI_API_KEY)
      ? {
          model: env.OPENAI_REALTIME_MODEL,
          api: env.OPENAI_REALTIME_API,
          /** Base URL ending in /v1 (OpenAI) or /openai/v1 (Azure OpenAI). */
          baseUrl: realtimeBase,
          apiKey: (env.OPENAI_REALTIME_KEY ?? env.OPENAI_API_KEY)!,
          apiVersion: env.OPENAI_REALTIME_API_VERSION,
          voice: env.OPENAI_REALTIME_VOICE,
          /** Where the browser posts its SDP offer: GA calls endpoint, or the beta one for 'sessions'. */
          webrtcUrl: env.OPENAI_REALTIME_WEBRTC_URL ?? `${realtimeBase}/realtime${env.OPENAI_REALTIME_API === 'client_secrets' ? '/calls' : ''}`,
          dailyMinutes: env.REALTIME_DAILY_MINUTES,
          callMaxMinutes: env.REALTIME_CALL_MAX_MINUTES,
        }
      : undefined,
    google: { clientId: env.GOOGLE_CLIENT_ID, apiUrl: env.GOOGLE_API_URL.replace(/\/$/, '') },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    uploads: {
      dir: join(dataDir, 'uploads'),
      maxFiles: env.UPLOAD_MAX_FILES,
      maxFileBytes: env.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      /** Signed image links stay valid this long. */
      linkTtlSeconds: 3600,
      /** Reading attachments' text (issue 5): per request, then whatever was read is used. */
      extract: {
        timeBudgetMs: env.EXTRACT_TIME_BUDGET_MS,
        workers: env.EXTRACT_WORKERS,
        memoryMb: env.EXTRACT_MEMORY_MB,
        // One folder per job, removed when it ends; the start-up sweep removes what a crash left.
        tmpDir: join(dataDir, 'tmp', 'extract'),
      },
      /** The start-up sweep leaves younger files alone: a request may be writing them right now. */
      sweepGraceMs: 60 * 60_000,
    },
    /** Shared state across api processes (throttles, cache invalidation, answer streams); unset: this process's memory. */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : null,
    trustProxy: env.TRUST_PROXY,
    /** On SIGTERM, answers in flight may finish this long before they are stopped (stored as interrupted). */
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    /** Answers one student may have being written at once on one process; more questions wait (429). */
    answersInFlightPerStudent: env.ANSWERS_IN_FLIGHT_PER_STUDENT,
    logLevel: env.LOG_LEVEL,
    limits: {
      requestsPerMinute: env.RATE_LIMIT_PER_MINUTE,
      /** Failed sign-ins per 10 minutes per IP+email, and per IP across all emails. */
      authFailures: env.AUTH_MAX_FAILURES,
      authFailuresPerIp: env.AUTH_MAX_FAILURES_PER_IP,
      authFailureWindowMs: 10 * 60_000,
      /** Reset mails per hour per IP+email, per email from anywhere, and per IP. */
      forgotPasswordPerHour: env.FORGOT_PASSWORD_MAX_PER_HOUR,
      forgotPasswordPerEmailPerHour: env.FORGOT_PASSWORD_MAX_PER_EMAIL_PER_HOUR,
      forgotPasswordPerIpPerHour: env.FORGOT_PASSWORD_MAX_PER_IP_PER_HOUR,
    },
    /** What one student may keep and make (decision 0028-quotas); the days are UTC days. */
    quotas: {
      uploadBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      sessions: env.MAX_SESSIONS,
      messagesPerSession: env.SESSION_MAX_MESSAGES,
      assignmentsPerDay: env.ASSIGNMENTS_PER_DAY,
      flashcardSetsPerDay: env.FLASHCARD_SETS_PER_DAY,
    },
    links: { studyCentre: env.STUDY_CENTRE_URL, updates: env.UPDATES_URL, supportEmail: env.SUPPORT_EMAIL },
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    contentDir: resolve(env.CONTENT_DIR ?? new URL('../../../content', import.meta.url).pathname),
    textbooksDir: resolve(env.TEXTBOOKS_DIR ?? new URL('../dist/textbooks', import.meta.url).pathname),
  } as const;
}

/** A JWT secret kept in DATA_DIR so tokens survive restarts when none is configured. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

/** Parses the given environment once; throws a ConfigError that names every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TUTOR === 'llm' && !e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  TUTOR=llm needs OPENAI_API_KEY or OPENAI_BASE_URL');
  }
  if (e.APP_ORIGIN) {
    for (const o of e.APP_ORIGIN.split(',')) {
      if (!URL.canParse(o.trim())) throw new ConfigError(`Invalid configuration:\n  APP_ORIGIN: '${o}' is not a URL`);
    }
  }
  return toConfig(e, e.JWT_SECRET ?? persistedSecret(resolve(e.DATA_DIR)));
}

/** For build scripts: the same settings, without creating a JWT secret in DATA_DIR. */
export function loadBuildConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return loadConfig({ ...env, JWT_SECRET: env.JWT_SECRET || randomBytes(32).toString('hex') });
}
