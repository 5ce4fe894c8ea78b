import {
  AuthResponseSchema,
  ForgotPasswordInputSchema,
  GoogleLoginInputSchema,
  LoginInputSchema,
  LogoutInputSchema,
  MessageResponseSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetPasswordResponseSchema,
  UpdateMeInputSchema,
  UserSchema,
  API,
} from '@vidya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttemptLimiter, LimitKey, Reservation } from '../../lib/attempt-limiter.ts';
import { createAttemptLimiter } from '../../lib/redis-attempt-limiter.ts';
import type { SharedRedis } from '../../lib/redis.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

interface Options {
  service: AuthService;
  limits: {
    authFailures: number;
    authFailuresPerIp: number;
    authFailureWindowMs: number;
    forgotPasswordPerHour: number;
    forgotPasswordPerEmailPerHour: number;
    forgotPasswordPerIpPerHour: number;
  };
  /** Where attempts are counted: Redis, shared by every api process, or (null) this process's memory. */
  redis: SharedRedis | null;
}

/** The body's email, once validated (trimmed by the schema), in the case accounts are stored in. */
const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : '';
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, limits, redis }) => {
  // Never per email alone, so nobody elsewhere can lock a student out of their own account; and
  // per IP only loosely, since a school lab or a carrier's NAT puts many students behind one address.
  const onRedisError = (err: unknown) => app.log.warn({ err }, 'attempt limits: Redis failed; counting in this process meanwhile');
  const failures = createAttemptLimiter(redis, 'sign-in-failures', limits.authFailureWindowMs, onRedisError);
  const resetMails = createAttemptLimiter(redis, 'reset-mails', 3600_000, onRedisError);
  app.addHook('onClose', async () => {
    await Promise.all([failures.close(), resetMails.close()]);
  });

  const ipKey = (req: FastifyRequest): LimitKey => ({ key: `ip|${req.ip}`, max: limits.authFailuresPerIp });
  const pairKey = (req: FastifyRequest): LimitKey => ({ key: `ip+email|${req.ip}|${emailOf(req)}`, max: limits.authFailures });
  const withEmail = (req: FastifyRequest) => [ipKey(req), pairKey(req)];
  const withoutEmail = (req: FastifyRequest) => [ipKey(req)];

  const login = throttle(failures, { keys: withEmail, countsOn: 401, onSuccess: (req) => failures.reset(pairKey(req).key) });
  // A taken email (409) is an answer, not a guess; register only refuses addresses already blocked.
  const register = throttle(failures, { keys: withEmail, countsOn: null });
  const refresh = throttle(failures, { keys: withoutEmail, countsOn: 401 });
  const google = throttle(failures, { keys: withoutEmail, countsOn: 401 });
  const resetPassword = throttle(failures, { keys: withoutEmail, countsOn: 400 });
  const forgotPassword = throttle(resetMails, {
    keys: (req) => [
      { key: `ip|${req.ip}`, max: limits.forgotPasswordPerIpPerHour },
      { key: `email|${emailOf(req)}`, max: limits.forgotPasswordPerEmailPerHour },
      { key: `ip+email|${req.ip}|${emailOf(req)}`, max: limits.forgotPasswordPerHour },
    ],
    // Every answered request may have mailed; one refused before any mail (a bad origin) gives its hit back.
    countsOn: 200,
    tooMany: (wait, blockedKey) => {
      const minutes = Math.ceil(wait / 60);
      return blockedKey.startsWith('ip|')
        ? tooManyRequests(wait, { code: 'resetsFromNetwork', params: { minutes } })
        : tooManyRequests(wait, { code: 'resetsForEmail', params: { minutes } });
    },
  });

  const noStore = { onSend: async (_req: FastifyRequest, reply: FastifyReply) => void reply.header('cache-control', 'no-store') };
  app.addHook('onSend', noStore.onSend);

  app.post(API.auth.register, { schema: { body: RegisterInputSchema, response: { 200: AuthResponseSchema } }, ...register }, (req) =>
    service.register(req.body),
  );

  app.post(API.auth.login, { schema: { body: LoginInputSchema, response: { 200: AuthResponseSchema } }, ...login }, (req) =>
    service.login(req.body),
  );

  app.post(
    API.auth.googleLogin,
    { schema: { body: GoogleLoginInputSchema, response: { 200: AuthResponseSchema } }, ...google },
    (req) => service.googleLogin(req.body.token, req.body.language),
  );

  app.post(
    API.auth.forgotPassword,
    { schema: { body: ForgotPasswordInputSchema, response: { 200: MessageResponseSchema } }, ...forgotPassword },
    (req) => service.forgotPassword(req.body),
  );

  app.post(
    '/api/auth/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(128) }),
        body: ResetPasswordInputSchema,
        response: { 200: ResetPasswordResponseSchema },
      },
      ...resetPassword,
    },
    (req) => service.resetPassword(req.params.token, req.body.password),
  );

  app.post(API.auth.refresh, { schema: { body: RefreshInputSchema, response: { 200: AuthResponseSchema } }, ...refresh }, (req) =>
    service.refresh(req.body.refreshToken),
  );

  app.post(API.auth.logout, { schema: { body: LogoutInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await service.logout(req.body?.refreshToken, bearerToken(req));
    return { message: 'Signed out' };
  });

  app.get(API.auth.me, { onRequest: app.authenticate, schema: { response: { 200: UserSchema } } }, (req) => service.me(req.userId));
  app.patch(API.auth.me, { onRequest: app.authenticate, schema: { body: UpdateMeInputSchema, response: { 200: UserSchema } } }, (req) =>
    service.updateMe(req.userId, req.body),
  );
};

interface ThrottleRule {
  keys(request: FastifyRequest): LimitKey[];
  /**
   * The answer after which the attempt stays counted: the status a wrong secret gets (a guess), or
   * for reset mails 200 (a mail may have gone). null: never, the route only refuses blocked callers.
   */
  countsOn: number | null;
  onSuccess?(request: FastifyRequest): Promise<void>;
  tooMany?(retryAfterSeconds: number, blockedKey: string): Error;
}

/**
 * Route hooks that reserve an attempt after the body is validated and before the handler runs, so
 * simultaneous requests cannot all be checked before any is counted; the attempt is given back
 * when the answer shows it was not a guess (success, 409, 503...).
 */
function throttle(limiter: AttemptLimiter, rule: ThrottleRule) {
  const reservations = new WeakMap<FastifyRequest, Reservation>();
  return {
    preHandler: async (request: FastifyRequest) => {
      const reservation = await limiter.reserve(rule.keys(request));
      if (!reservation.allowed) {
        const { retryAfterSeconds: wait, blockedKey = '' } = reservation;
        throw rule.tooMany?.(wait, blockedKey) ?? tooManyRequests(wait);
      }
      reservations.set(request, reservation);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const reservation = reservations.get(request);
      if (!reservation) return;
      if (reply.statusCode !== rule.countsOn) await reservation.release();
      if (reply.statusCode === 200) await rule.onSuccess?.(request);
    },
  };
}
