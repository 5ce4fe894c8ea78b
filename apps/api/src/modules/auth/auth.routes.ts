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
  UserSchema,
  API,
} from '@vidya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import type { AuthService } from './auth.service.ts';

interface Options {
  service: AuthService;
  limits: { authFailures: number; authFailureWindowMs: number; forgotPasswordPerHour: number };
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, limits }) => {
  // Failed attempts are counted per IP and per IP+email, never per email alone, so nobody
  // elsewhere can lock a student out of their own account.
  const failures = new AttemptLimiter(limits.authFailures, limits.authFailureWindowMs);
  const resetMails = new AttemptLimiter(limits.forgotPasswordPerHour, 3600_000);
  app.addHook('onClose', async () => {
    failures.close();
    resetMails.close();
  });

  const failureKeys = (request: FastifyRequest) => [
    `${request.routeOptions.url}|ip|${request.ip}`,
    `${request.routeOptions.url}|ip+email|${request.ip}|${emailOf(request)}`,
  ];
  const throttleFailures = {
    preValidation: async (request: FastifyRequest) => {
      const wait = Math.max(...failureKeys(request).map((k) => failures.retryAfter(k)));
      if (wait > 0) throw tooManyRequests(wait);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if ([400, 401, 409].includes(reply.statusCode)) failureKeys(request).forEach((k) => failures.record(k));
      else if (reply.statusCode === 200) failures.reset(failureKeys(request)[1]!);
    },
  };
  const noStore = { onSend: async (_req: FastifyRequest, reply: FastifyReply) => void reply.header('cache-control', 'no-store') };
  app.addHook('onSend', noStore.onSend);

  app.post(API.auth.register, { schema: { body: RegisterInputSchema, response: { 200: AuthResponseSchema } }, ...throttleFailures }, (req) =>
    service.register(req.body),
  );

  app.post(API.auth.login, { schema: { body: LoginInputSchema, response: { 200: AuthResponseSchema } }, ...throttleFailures }, (req) =>
    service.login(req.body),
  );

  app.post(
    API.auth.googleLogin,
    { schema: { body: GoogleLoginInputSchema, response: { 200: AuthResponseSchema } }, ...throttleFailures },
    (req) => service.googleLogin(req.body.token),
  );

  app.post(
    API.auth.forgotPassword,
    {
      schema: { body: ForgotPasswordInputSchema, response: { 200: MessageResponseSchema } },
      preHandler: async (req) => {
        const key = req.body.email.toLowerCase();
        const wait = resetMails.retryAfter(key);
        if (wait > 0) throw tooManyRequests(wait, `Too many reset requests for this email. Please wait ${Math.ceil(wait / 60)} minutes and check your inbox.`);
        resetMails.record(key);
      },
    },
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
      ...throttleFailures,
    },
    (req) => service.resetPassword(req.params.token, req.body.password),
  );

  app.post(API.auth.refresh, { schema: { body: RefreshInputSchema, response: { 200: AuthResponseSchema } }, ...throttleFailures }, (req) =>
    service.refresh(req.body.refreshToken),
  );

  app.post(API.auth.logout, { schema: { body: LogoutInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await service.logout(req.body?.refreshToken);
    return { message: 'Signed out' };
  });

  app.get(API.auth.me, { onRequest: app.authenticate, schema: { response: { 200: UserSchema } } }, (req) => service.me(req.userId));
};
