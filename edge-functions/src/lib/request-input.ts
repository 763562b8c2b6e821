import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * The contract accepts every body form-encoded or as JSON (spec section 7: forms are sent
 * URL-encoded). Handlers call these and read only the validated result.
 */
async function rawBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.includes('application/json')) {
    try {
      return await c.req.json();
    } catch {
      throw new AppError('VALIDATION', 'The request body is not valid JSON');
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return c.req.parseBody({ all: true });
  }
  // An empty body (e.g. POST /v1/become_creator) validates as an empty object.
  const text = await c.req.text();
  if (text.trim() === '') return {};
  throw new AppError('VALIDATION', 'Send the body as JSON or form-encoded');
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'The request is not valid';
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await rawBody(c));
  if (!result.success) throw new AppError('VALIDATION', firstProblem(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new AppError('VALIDATION', firstProblem(result.error));
  return result.data;
}

export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param(name));
  // A malformed id names no row: answer as for any unknown id.
  if (!result.success) throw new AppError('NOT_FOUND');
  return result.data;
}
