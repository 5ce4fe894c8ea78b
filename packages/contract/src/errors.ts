import { z } from 'zod';

/**
 * Every error the api answers has this shape. A message that carries numbers or names also carries
 * its `code` and `params`, so the app can say it in the student's language (SERVER_MESSAGES); a fixed
 * message is its own key.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
