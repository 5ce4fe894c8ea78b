import { API, RealtimeSessionSchema } from '@vidya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoiceService } from './voice.service.ts';

export const voiceRoutes: FastifyPluginAsyncZod<{ service: VoiceService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    API.chat.realtimeSession,
    { schema: { response: { 200: RealtimeSessionSchema } } },
    async (req, reply) => {
      // A key is a secret: never kept by the browser's or a proxy's cache.
      reply.header('cache-control', 'no-store');
      return service.realtimeSession(req.userId);
    },
  );
};
