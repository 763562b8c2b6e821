import type { Context, MiddlewareHandler } from 'hono';
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
    try {
      return await c.req.parseBody({ all: true });
    } catch {
      // E.g. multipart without a boundary, or a truncated part: the client's body, not our fault.
      throw new AppError('VALIDATION', 'The request body cannot be read as a form');
    }
  }
  // An empty body (e.g. POST /v1/become_creator) validates as an empty object.
  const text = await c.req.text();
  if (text.trim() === '') return {};
  throw new AppError('VALIDATION', 'Send the body as JSON or form-encoded');
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when any string inside a parsed body (objects, arrays, form values) holds U+0000. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * Postgres text cannot hold U+0000, so a NUL anywhere in the URL (path or query, raw or
 * percent-encoded) is refused here, once for every route, before a handler reads it. Bodies are
 * checked in `parseBody`, the one way handlers read them.
 */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (url.includes('\u0000') || /%00/.test(url)) throw new AppError('VALIDATION', NUL_MESSAGE);
  await next();
};

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'The request is not valid';
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await rawBody(c);
  if (holdsNul(body)) throw new AppError('VALIDATION', NUL_MESSAGE);
  const result = schema.safeParse(body);
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
