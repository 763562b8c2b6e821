import { z } from 'zod';
import { apiRoutes, type ApiRoute, type NonJsonAnswer } from './api.ts';
import { errorBodySchema, errorCodes } from './error-codes.ts';

/**
 * The OpenAPI 3.1 document of /v1, generated from the same zod schemas the handlers answer with
 * and the route tests check (contract/api.ts). Served at GET /v1/openapi.json.
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
};

function parameters(route: ApiRoute): object[] {
  const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
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
  responses.default = { $ref: '#/components/responses/Error' };
  const body = requestBody(route);
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string = '') => next.toUpperCase())}`,
    summary: route.summary,
    description: `Who may call it: ${accessNote[route.access]}`,
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
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
        'signed Stripe webhook. Errors answer {code, description}; the codes are listed under ' +
        'components.schemas.ErrorBody.',
    },
    paths,
    components: {
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
          description: 'An error from the catalogue (docs/error-codes.md)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    },
  };
  return cached;
}
