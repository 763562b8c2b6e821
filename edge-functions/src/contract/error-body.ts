import { z } from 'zod';
import type { ErrorBody } from './error-codes.ts';

/**
 * The body of every error answer, as a schema (OpenAPI, the tests' answer checks). Apart from the
 * code table, which the web app's pages import without zod.
 */
export const errorBodySchema = z.object({
  code: z.number(),
  description: z.string(),
}) satisfies z.ZodType<ErrorBody>;
