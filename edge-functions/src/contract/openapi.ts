import { z } from 'zod';
import { pathParameters, type ApiRoute, type NonJsonAnswer } from './api-route.ts';
import { apiRoutes } from './api.ts';
import { errorBodySchema } from './error-body.ts';
import { errorCodes } from './error-codes.ts';
import { isMutation, routeErrors } from './route-errors.ts';

/**
 * The OpenAPI 3.1 document of /v1, generated from the same zod schemas the handlers answer with
 * and the route tests check (`apiRoutes`, contract/api.ts). Served at GET /v1/openapi.json.
 */

type JsonSchema = Record<string, unknown>;

/** Requests are described as clients send them (before defaults and transforms). */
function requestSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function answerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

const nonJsonContent: Record<NonJsonAnswer, { description: string; content?: object }> = {
  image: {
    description: 'The image',
    content: { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } },
  },
  file: {
    description: 'The original JPEG as an attachment',
    content: { 'image/jpeg': { schema: { type: 'string', contentEncoding: 'binary' } } },
  },
  redirect: { description: 'A redirect (Location header)' },
  empty: { description: 'No body' },
};

const accessNote: Record<ApiRoute['access'], string> = {
  public: 'Anyone.',
  user: 'A signed-in user (lk_session cookie); 401 / 1001 otherwise.',
  admin: 'An admin; 401 / 1001 without a session, 403 / 1002 for others.',
  webhook:
    'A payment provider, which signs the body (no session, no anti-forgery token); 400 / 1403 for a missing or wrong signature.',
};

/** The cookies and headers that authenticate a call (docs/security.md). */
const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'lk_session',
    description: 'The session, set by POST /v1/sessions (HttpOnly, 24 hours).',
  },
  browser: {
    type: 'apiKey',
    in: 'cookie',
    name: 'lk_browser',
    description:
      'The browser id that anti-forgery tokens are bound to, set by GET /v1/generic/refresh_csrf.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description:
      'The anti-forgery token that GET /v1/generic/refresh_csrf answers as {id}, for the lk_browser cookie it sets. 403 / 1005 when missing or wrong.',
  },
};

type SchemeName = keyof typeof securitySchemes;

/** What a call must carry: the session when signed in, the anti-forgery pair on mutations. */
function security(route: ApiRoute): Partial<Record<SchemeName, []>>[] {
  // A webhook's signature covers its body: no scheme of OpenAPI describes that.
  if (route.access === 'webhook') return [];
  // A beacon's Origin header is checked instead: browsers set it, clients cannot choose it.
  if (route.beacon) return route.access === 'public' ? [] : [{ session: [] }];
  const needs: Partial<Record<SchemeName, []>> = {};
  if (route.access !== 'public') needs.session = [];
  if (isMutation(route)) Object.assign(needs, { csrf: [], browser: [] });
  return Object.keys(needs).length > 0 ? [needs] : [];
}

function pathParameter(route: ApiRoute, name: string): object {
  const schema = route.params?.[name] ?? pathParameters[name];
  if (!schema) throw new Error(`${route.path}: no schema for the path parameter ${name}`);
  return { name, in: 'path', required: true, schema: withoutDialect(requestSchema(schema)) };
}

/** The error answers by status, each naming the catalogue codes it may carry. */
function errorResponses(route: ApiRoute): Record<string, object> {
  const byStatus = new Map<number, { code: number; description: string }[]>();
  for (const name of routeErrors(route)) {
    const entry = errorCodes[name];
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), entry]);
  }
  const responses: Record<string, object> = {};
  for (const [status, entries] of byStatus) {
    responses[status] = {
      description: entries.map((entry) => `${entry.code}: ${entry.description}`).join('\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorBody' },
              { properties: { code: { enum: entries.map((entry) => entry.code) } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}

function parameters(route: ApiRoute): object[] {
  const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) =>
    pathParameter(route, match[1]!),
  );
  if (!route.query) return inPath;
  const query = requestSchema(route.query) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(route: ApiRoute): object | undefined {
  if (!route.body) return undefined;
  if (route.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', contentEncoding: 'binary' },
              purpose: { type: 'string', enum: ['avatar'] },
            },
          },
        },
      },
    };
  }
  const schema = withoutDialect(requestSchema(route.body));
  return {
    required: true,
    content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
  };
}

function operation(route: ApiRoute): object {
  const responses: Record<string, object> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    responses[status] =
      typeof answer === 'string'
        ? nonJsonContent[answer]
        : {
            description: 'Success',
            content: { 'application/json': { schema: answerSchema(answer) } },
          };
  }
  Object.assign(responses, errorResponses(route));
  responses.default = { $ref: '#/components/responses/Error' };
  const body = requestBody(route);
  return {
    operationId: operationId(route),
    summary: route.summary,
    description: `Who may call it: ${accessNote[route.access]}`,
    security: security(route),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** `get /public/photos/{id}/image` -> `getPublicPhotosIdImage`. */
export function operationId(route: ApiRoute): string {
  const words = route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string = '') =>
    next.toUpperCase(),
  );
  return `${route.method}${words}`;
}

let cached: object | null = null;

export function openApiDocument(): object {
  if (cached) return cached;
  const paths: Record<string, Record<string, object>> = {};
  for (const route of apiRoutes) {
    (paths[`/v1${route.path}`] ??= {})[route.method] = operation(route);
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'LankaLens /v1',
      version: '1',
      description:
        'Every mutation needs the x-csrf-token header (GET /v1/generic/refresh_csrf) except the ' +
        'signed Stripe webhook. Errors answer {code, description}; each operation lists the ' +
        'codes it may answer by status, and components.schemas.ErrorBody the whole catalogue.',
    },
    // The API is served below the site's own origin: /v1 on the same host as the web app.
    servers: [{ url: '/', description: 'The site that serves this document' }],
    paths,
    components: {
      securitySchemes,
      schemas: {
        ErrorBody: {
          ...answerSchema(errorBodySchema),
          description: Object.values(errorCodes)
            .map((entry) => `${entry.code} (${entry.status}): ${entry.description}`)
            .join('\n'),
        },
      },
      responses: {
        Error: {
          description: 'Something went wrong on the server (500 / 1007)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  };
  return cached;
}
