import { z } from 'zod';

/** Every error the api answers has this shape. */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
