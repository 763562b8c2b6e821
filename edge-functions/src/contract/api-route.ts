import { z } from 'zod';
import type { ErrorName } from './error-codes.ts';
import { uuid } from './fields.ts';

/**
 * What a /v1 route's contract says (one entry of `apiRoutes`), and the shorthands the contract
 * files in contract/routes/ write their answers with.
 */

/**
 * An answer that is no JSON: image bytes, a file download, a redirect (OAuth, activation, and in
 * production the images and downloads that Storage serves itself) or an empty body.
 */
export type NonJsonAnswer = 'image' | 'file' | 'redirect' | 'empty';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below /v1, in OpenAPI form: `/public/photos/{id}`. */
  path: string;
  summary: string;
  /**
   * Who may call it: anyone, a signed-in user, an admin, or (`webhook`) a payment provider or
   * Supabase Auth that signs the body instead of sending the anti-forgery token every other mutation needs.
   */
  access: 'public' | 'user' | 'admin' | 'webhook';
  /** Path parameters that are not uuids (`{id}` and the like are: see `pathParameters`). */
  params?: Record<string, z.ZodType>;
  /** Other spellings of the path that answer the same (the spec's `/favourites/`). */
  aliases?: string[];
  /**
   * A mutation browsers send as a beacon, which cannot carry the anti-forgery header: its Origin
   * must be the site's or the API's instead (403 / 1005 otherwise).
   */
  beacon?: true;
  query?: z.ZodType;
  /** The request body, JSON or form-encoded (`multipart` for the upload). */
  body?: z.ZodType | 'multipart';
  /** Success answers by HTTP status. Errors are always {code, description}. */
  answers: Partial<Record<200 | 201 | 204 | 302 | 304, z.ZodType | NonJsonAnswer>>;
  /**
   * The catalogue errors this route answers besides those its shape implies (input, session,
   * admin, anti-forgery: see route-errors.ts). The route tests' client refuses any other.
   */
  errors?: ErrorName[];
}

/** Path parameters by name, for routes that do not name theirs: the ids are uuids. */
export const pathParameters: Record<string, z.ZodType> = {
  id: uuid,
  albumId: uuid,
  owner: uuid.describe("The owner's user id"),
  file: z.string().describe('The picture file name'),
  username: z.string(),
};

export const ok = (schema: z.ZodType | NonJsonAnswer) => ({ 200: schema });
export const created = (schema: z.ZodType) => ({ 201: schema });
/** An answer shared caches may keep: with an ETag, 304 to a matching `If-None-Match`. */
export const cacheable = (schema: z.ZodType) => ({ 200: schema, 304: 'empty' as const });
