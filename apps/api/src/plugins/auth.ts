import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import type { AccessTokens } from '../modules/auth/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate: the signed-in user's id. */
    userId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** The landing widget sends the raw token with no 'Bearer ' prefix (spec section 6). */
    rawTokenAuth?: boolean;
  }
}

/**
 * Verifies the access token on routes that ask for it with `onRequest: app.authenticate`: signed by
 * us, unexpired, and its sign-in not ended. After this, request.userId is an existing user's id.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { accessTokens: AccessTokens }) => {
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await opts.accessTokens.verify(token) : null;
    if (!claims) throw unauthorized();
    request.userId = claims.userId;
  });
});

/** The access token a request carries in its Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1]) return match[1];
  return request.routeOptions.config.rawTokenAuth && !/\s/.test(header) ? header : null;
}
