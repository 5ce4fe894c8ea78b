import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAccessTokens } from './modules/auth/access-token.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createGoogleVerifier } from './modules/auth/google.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOverrides {
  /** An already-open database (tests share one per file). Otherwise DATABASE_URL or PGlite in DATA_DIR. */
  database?: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app from a config. Never listens: server.ts and the tests decide that. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}) {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = overrides.database ?? (await openDatabase(config.databaseUrl ?? `${config.dataDir}/db`));
  if (!overrides.database) app.addHook('onClose', () => database.close());

  await app.register(helmet, { contentSecurityPolicy: { directives: cspDirectives(config) }, referrerPolicy: { policy: 'no-referrer' } });
  await app.register(rateLimit, { max: config.limits.requestsPerMinute, timeWindow: 60_000 });

  const accessTokens = createAccessTokens(config.jwtSecret);
  await app.register(authPlugin, { accessTokens });

  const mailer = overrides.mailer ?? createMailer(config.mail, app.log);
  const authService = createAuthService({
    repo: createAuthRepository(database.db),
    accessTokens,
    mailer,
    verifyGoogleToken: createGoogleVerifier(config.google),
    allowedOrigins: config.allowedOrigins,
    productName: config.productName,
    onMailError: (err) => app.log.error({ err }, 'could not send mail'),
  });

  await app.register(systemRoutes, { config });
  await app.register(authRoutes, { service: authService, limits: config.limits });
  await registerWebApp(app, config.webDist);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

/** A strict policy: scripts only from our origin (and Google's sign-in script when it is configured). */
function cspDirectives(config: AppConfig) {
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google],
    frameSrc: ["'self'", ...google],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
