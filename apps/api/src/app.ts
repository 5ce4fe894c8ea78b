import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { loadContent } from './content/load-content.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './modules/auth/access-token.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createGoogleVerifier } from './modules/auth/google.ts';
import { createPolledRevocationList } from './modules/auth/revocation-list.ts';
import { createAssignmentsRepository } from './modules/assignments/assignments.repository.ts';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { createAssignmentsService, type OnWrongAnswers } from './modules/assignments/assignments.service.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createVoiceRepository } from './modules/voice/voice.repository.ts';
import { voiceRoutes } from './modules/voice/voice.routes.ts';
import { createVoiceService } from './modules/voice/voice.service.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createAnswers } from './modules/chat/answers.ts';
import { createMemoryAnswerStreams } from './modules/chat/answer-streams/memory.ts';
import { createRedisAnswerStreams } from './modules/chat/answer-streams/redis.ts';
import { createSessionReadCache } from './modules/chat/session-read-cache.ts';
import { postgresSessionVersions, redisSessionVersions } from './modules/chat/session-versions.ts';
import { createFlashcardsRepository } from './modules/flashcards/flashcards.repository.ts';
import { flashcardsRoutes } from './modules/flashcards/flashcards.routes.ts';
import { createFlashcardsService } from './modules/flashcards/flashcards.service.ts';
import { createGenerationsRepository } from './modules/quotas/generations.repository.ts';
import { createDailyLimits } from './modules/quotas/quotas.ts';
import { createTextExtractor } from './modules/files/extract-text.ts';
import { createFilesRepository } from './modules/files/files.repository.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { fileLinkSecret } from './modules/files/signed-url.ts';
import { sweepUploads, type SweepCounts } from './modules/files/sweep-uploads.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { textbookRoutes } from './modules/textbooks/textbooks.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, type LogStream } from './plugins/logging.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { createLocalStorage, type FileStorage } from './plugins/storage.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { openRedis } from './lib/redis.ts';
import { createTutor, type LlmLimits } from './tutor/create-tutor.ts';
import { ProviderError } from './tutor/model/client.ts';
import type { ChatTutor } from './tutor/types.ts';

export interface AppOverrides {
  /** An already-open database (tests share one per file). Otherwise DATABASE_URL or PGlite in DATA_DIR. */
  database?: Database;
  mailer?: Mailer;
  /** Attachment storage; local disk under DATA_DIR/uploads by default. */
  storage?: FileStorage;
  /** false: no logging (most tests); otherwise the app's logger, writing to `logStream` when given. */
  logger?: false;
  logStream?: LogStream;
  /** Another chat tutor (tests), or shorter timeouts for the configured one. */
  tutor?: ChatTutor;
  llmLimits?: Partial<LlmLimits>;
  /** Told the questions a student got wrong in a scored assignment (tests; later the flashcards deck). */
  onWrongAnswers?: OnWrongAnswers;
}

/** Builds the whole app from a config. Never listens: server.ts and the tests decide that. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}) {
  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config.logLevel, overrides.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Every route, for the ownership tests that must cover each one (and for anyone curious).
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => void [r.method].flat().forEach((method) => routeList.push({ method, url: r.url })));
  app.decorate('routeList', routeList);

  const database = overrides.database ?? (await openDatabase(config.databaseUrl ?? `${config.dataDir}/db`));
  if (!overrides.database) app.addHook('onClose', () => database.close());
  // Shared state across api processes when REDIS_URL is set; null: this process's memory.
  const redis = config.redis ? await openRedis(config.redis, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  // Read once; a malformed file stops start-up with a message naming it. Modules get it passed in.
  const content = loadContent(config.contentDir);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // Google's sign-in popup must be able to hand the token back to this page.
    crossOriginOpenerPolicy: { policy: config.google.clientId ? 'same-origin-allow-popups' : 'same-origin' },
  });
  // JSON answers shrink to a fifth on metered phone data. Brotli at quality 4 costs little CPU;
  // the built web assets are compressed once at build time instead, and streams are never buffered.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, {
    max: config.limits.requestsPerMinute,
    timeWindow: 60_000,
    // Counted across processes in Redis; should Redis fail, requests go through rather than all being refused.
    ...(redis ? { redis: redis.client, nameSpace: redis.key('rate-limit', ''), skipOnError: true } : {}),
  });
  // Two files more than allowed reach our code, so it can answer with the friendly count error.
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxFileBytes, files: config.uploads.maxFiles + 2, fields: 10, fieldSize: 64 * 1024 },
  });
  // Attachments: the chat module stores with `storage` and signs image links with `fileSecret`;
  // GET /api/files/:id serves them back with the same two.
  const storage = overrides.storage ?? createLocalStorage(config.uploads.dir);
  const fileSecret = fileLinkSecret(config.jwtSecret);
  // Documents are parsed in worker processes, so a crafted file cannot stall other requests.
  const extractor = createTextExtractor({ ...config.uploads.extract, log: app.log });
  app.addHook('onClose', () => extractor.close());
  app.decorate('sweepUploads', async (graceMs: number = config.uploads.sweepGraceMs) => {
    const counts = await sweepUploads({ storage, repo: createFilesRepository(database.db), extractor }, graceMs);
    app.log.info(counts, 'swept what interrupted uploads left behind');
    return counts;
  });

  const authRepo = createAuthRepository(database.db);
  const revocations = createPolledRevocationList({
    source: authRepo,
    // Until every access token of an ended sign-in has expired, plus a minute for clock skew.
    rememberMs: (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000,
    pollMs: 1000,
    overlapMs: 5000,
    onError: (err) => app.log.warn({ err }, 'could not read ended sign-ins; will try again'),
  });
  app.addHook('onClose', () => revocations.close());
  const accessTokens = createAccessTokens({ secret: config.jwtSecret, revocations, isSignInLive: authRepo.isSignInLive });
  await app.register(authPlugin, { accessTokens });

  const mailer = overrides.mailer ?? createMailer(config.mail, app.log);
  const authService = createAuthService({
    repo: authRepo,
    accessTokens,
    revocations,
    mailer,
    verifyGoogleToken: createGoogleVerifier(config.google),
    allowedOrigins: config.allowedOrigins,
    productName: config.productName,
    onMailError: (err) => app.log.error({ err }, 'could not send the password-reset mail'),
  });
  // Hooks run last-added first, so reset mails still being sent finish before the database closes.
  app.addHook('onClose', () => authService.close());

  await app.register(systemRoutes, { config });
  await app.register(authRoutes, { service: authService, limits: config.limits, redis });
  await app.register(textbookRoutes, { content, contentDir: config.contentDir, textbooksDir: config.textbooksDir, productName: config.productName });
  await app.register(filesRoutes, { db: database.db, storage, secret: fileSecret });

  const studentName = async (userId: string) => (await authRepo.findUserById(userId))?.firstName ?? '';
  const studentLanguage = async (userId: string) => (await authRepo.findUserById(userId))?.language ?? 'en';
  const tutors = createTutor(config, content, {
    ...(overrides.llmLimits ? { llmLimits: overrides.llmLimits } : {}),
    // The student still gets an answer, a name or suggestions (the offline tutor's); the log says the
    // model failed. While the breaker is open that is expected, and its opening was logged once.
    onFallback: (method, err) =>
      err instanceof ProviderError && err.kind === 'unavailable'
        ? app.log.debug(`tutor: the model's circuit breaker is open; used the offline ${method}`)
        : app.log.warn({ err }, `tutor: the model's ${method} failed; used the offline one`),
    onBreakerChange: (state, { cooldownMs, cause }) =>
      state === 'open'
        ? app.log.warn({ err: cause }, `tutor: circuit breaker open, the model keeps failing; the offline tutor answers for ${cooldownMs / 1000} s, then one request tries the model again`)
        : app.log.info('tutor: the model answers again; circuit breaker closed'),
  });
  const chatRepo = createChatRepository(database.db);
  // Entries live at most half as long as the image links inside them, and 5 minutes.
  const readCacheTtlMs = Math.min(5 * 60_000, (config.uploads.linkTtlSeconds * 1000) / 2);
  const readCache = createSessionReadCache({
    // PGlite: this process is the only writer. PostgreSQL: other processes may write the session too.
    versions:
      database.kind === 'pglite'
        ? null
        : redis
          ? redisSessionVersions(redis, { ttlMs: readCacheTtlMs, log: app.log })
          : postgresSessionVersions(database, chatRepo, app.log),
    ttlMs: readCacheTtlMs,
    maxBytes: 32 * 1024 * 1024,
  });
  app.addHook('onClose', () => readCache.close());
  const chatService = createChatService({
    repo: chatRepo,
    tutor: overrides.tutor ?? tutors.chat,
    voiceInstructions: tutors.voiceInstructions,
    storage,
    fileSecret,
    linkTtlSeconds: config.uploads.linkTtlSeconds,
    readCache,
    quotas: config.quotas,
  });
  // Answers run apart from the requests that read them; with Redis any process can resume any answer.
  const answerStreams = redis
    ? createRedisAnswerStreams({ redis, log: app.log, onOrphan: (meta, text) => chatService.storeInterrupted(meta, text) })
    : createMemoryAnswerStreams();
  app.addHook('onClose', () => answerStreams.close());
  const answers = createAnswers({ streams: answerStreams, service: chatService, log: app.log, perStudent: config.answersInFlightPerStudent });
  // Before the server stops listening and waits for its connections: a rolling restart loses no answer.
  app.addHook('preClose', () => answers.drain(config.shutdownDrainSeconds * 1000));
  await app.register(chatRoutes, {
    service: chatService,
    answers,
    uploadLimits: config.uploads,
    extractor,
    welcomeQuestions: tutors.welcomeQuestions,
    studentName,
    studentLanguage,
  });
  await app.register(voiceRoutes, { service: createVoiceService({ repo: createVoiceRepository(database.db), config: config.realtime }) });
  const daily = createDailyLimits({
    repo: createGenerationsRepository(database.db),
    limits: { assignment: config.quotas.assignmentsPerDay, flashcards: config.quotas.flashcardSetsPerDay },
  });
  const flashcardsService = createFlashcardsService({ repo: createFlashcardsRepository(database.db), sessions: chatRepo, maker: tutors.flashcards, daily });
  await app.register(flashcardsRoutes, { service: flashcardsService });
  const assignmentsService = createAssignmentsService({
    repo: createAssignmentsRepository(database.db),
    chat: chatRepo,
    daily,
    questions: tutors.assignments.questions,
    report: tutors.assignments.report,
    content,
    productName: config.productName,
    // The PDF's chapter links open the app (APP_ORIGIN's first origin) at the textbook.
    siteOrigin: config.allowedOrigins[0] ?? '',
    // Questions answered wrongly join the student's spaced-repetition deck.
    onWrongAnswers: overrides.onWrongAnswers ?? ((userId, wrong, sessionId, language) => flashcardsService.addMistakes(userId, sessionId, wrong, language)),
  });
  await app.register(assignmentsRoutes, { service: assignmentsService });
  await registerWebApp(app, config.webDist);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
    /**
     * Removes unfinished writes and unreferenced stored files older than `graceMs` (default: one
     * hour). server.ts runs it after listening; tests call it directly.
     */
    sweepUploads(graceMs?: number): Promise<SweepCounts>;
  }
}

/** A strict policy: scripts only from our origin (and Google's sign-in script when it is configured). */
function cspDirectives(config: AppConfig) {
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  // A realtime voice call posts its SDP offer from the browser straight to the provider.
  const realtime = config.realtime ? [new URL(config.realtime.webrtcUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google, ...realtime],
    frameSrc: ["'self'", ...google],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
