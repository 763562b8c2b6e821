import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { openApiDocument } from '../contract/openapi.ts';

/** GET /v1/openapi.json: the contract as an OpenAPI 3.1 document. */
export function openApiRoutes() {
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(openApiDocument()));
}
