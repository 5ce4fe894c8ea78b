import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to index.html
 * (history routing). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!isPage) return reply.code(404).send({ message: 'Not found' });
    if (!hasBuild) return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
