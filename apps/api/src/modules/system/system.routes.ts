import { API, PublicConfigSchema } from '@vidya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';

/** Health and the public facts the web app needs about this deployment. */
export const systemRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(API.health, { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true as const }));

  app.get(API.config, { schema: { response: { 200: PublicConfigSchema } } }, async () => ({
    productName: config.productName,
    tutorMode: config.tutor.mode,
    googleClientId: config.google.clientId ?? null,
    realtimeVoice: Boolean(config.realtime),
    studyCentreUrl: config.links.studyCentre,
    supportEmail: config.links.supportEmail,
    updatesUrl: config.links.updates,
  }));
};
