import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';

/** GET /v1/openapi.json: an OpenAPI 3.1 document, described here only as an object. */
export const openApiAnswer = z.looseObject({ openapi: z.string() });

/** What the handlers in routes/openapi.ts take and answer. */
export const openApiContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    answers: ok(openApiAnswer),
  },
];
