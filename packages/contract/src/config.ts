import { z } from 'zod';

/** What GET /api/config tells the web app about this deployment. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  tutorMode: z.enum(['llm', 'offline']),
  googleClientId: z.string().nullable(),
  realtimeVoice: z.boolean(),
  studyCentreUrl: z.string(),
  supportEmail: z.string(),
  updatesUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
