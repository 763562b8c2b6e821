import { readdirSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../contract/api.ts';
import type { ApiRoute } from '../contract/api-route.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
});
afterAll(() => t.close());

interface Parameter {
  name: string;
  in: string;
  schema: { type?: string; format?: string };
}

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
  responses: Record<string, unknown>;
}

interface BodySchema {
  oneOf?: { properties: Record<string, unknown>; required?: string[] }[];
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

async function document(): Promise<Document> {
  return (await client.get<Document>('/v1/openapi.json')).body;
}

function operations(body: Document) {
  return Object.entries(body.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The statuses of the error answers an operation documents, default aside. */
function errorStatuses(operation: Operation): number[] {
  return Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 400);
}

/** `/v1/public/photos/:id` as OpenAPI writes it: `/v1/public/photos/{id}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document', async () => {
    const answer = await client.get<Document>('/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      answer.body as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists exactly the /v1 routes the app mounts', async () => {
    const { body } = await client.get<Document>('/v1/openapi.json');
    const mounted = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/v1/'))
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    const documented = new Set(
      Object.entries(body.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    // Other spellings of a documented path (the spec's `/favourites/`) are named in its summary.
    for (const route of apiRoutes) {
      for (const alias of route.aliases ?? []) documented.add(`${route.method} /v1${alias}`);
    }
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('finds the routes of each routes/<area>.ts in contract/routes/<area>.ts, no others', async () => {
    const handlerFiles = (folder: URL) =>
      readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const routers = handlerFiles(new URL('.', import.meta.url));
    expect(handlerFiles(new URL('../contract/routes/', import.meta.url))).toEqual(routers);
    const misplaced: string[] = [];
    for (const file of routers) {
      const handlers = (await import(`./${file}`)) as Record<string, unknown>;
      const build = Object.entries(handlers).find(([name]) => name.endsWith('Routes'))![1] as (
        deps: unknown,
      ) => { routes: { method: string; path: string }[] };
      const mounted = new Set(
        build(t.deps)
          .routes.filter((route) => route.method !== 'ALL')
          .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
      );
      const contract = Object.values(
        (await import(`../contract/routes/${file}`)) as Record<string, unknown>,
      ).find(Array.isArray) as ApiRoute[];
      const listed = new Set(
        contract.flatMap((route) =>
          [route.path, ...(route.aliases ?? [])].map((path) => `${route.method} ${path}`),
        ),
      );
      for (const route of mounted) if (!listed.has(route)) misplaced.push(`${file}: ${route}`);
      for (const route of listed) if (!mounted.has(route)) misplaced.push(`${file}: ${route}?`);
    }
    expect(misplaced).toEqual([]);
  });

  it('describes answers with the contract schemas, tags included', async () => {
    const { body } = await client.get<Document>('/v1/openapi.json');
    const featured = body.paths['/v1/public/featured_photos']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { items: { required: string[] } } } };
    };
    expect(featured.content['application/json'].schema.items.required).toEqual(
      expect.arrayContaining(['id', 'tags', 'public_urls', 'uploader']),
    );
  });
});

describe('what the document tells a client developer', () => {
  it('gives every operation its own operationId', async () => {
    const ids = operations(await document()).map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('describes every field of the sign-in and sign-up bodies, one branch per auth_provider', async () => {
    const body = await document();
    const branches = (path: string) => {
      const schema = body.paths[path]!.post!.requestBody!.content['application/json']!.schema;
      return schema.oneOf!.map((branch) => Object.keys(branch.properties).sort());
    };
    expect(branches('/v1/sessions')).toEqual([
      ['auth_provider', 'password', 'user_id'],
      ['auth_provider', 'auth_token'],
    ]);
    expect(branches('/v1/register')).toEqual([
      [
        'auth_provider',
        'email',
        'first_name',
        'is_creator',
        'language',
        'last_name',
        'password',
        'ref_code',
      ],
      ['auth_provider', 'auth_token', 'is_creator', 'language', 'ref_code'],
    ]);
  });

  it('names the session cookie and the anti-forgery header each operation needs', async () => {
    const body = await document();
    expect(body.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'lk_session' },
      browser: { type: 'apiKey', in: 'cookie', name: 'lk_browser' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    const needs = (method: string, path: string) =>
      body.paths[path]![method]!.security.map((schemes) => Object.keys(schemes).sort());
    expect(needs('get', '/v1/public/photos/{id}')).toEqual([]);
    expect(needs('post', '/v1/sessions')).toEqual([['browser', 'csrf']]);
    expect(needs('get', '/v1/profile')).toEqual([['session']]);
    expect(needs('post', '/v1/albums')).toEqual([['browser', 'csrf', 'session']]);
    expect(needs('post', '/v1/payments/stripe/webhook')).toEqual([]);
    expect(needs('post', '/v1/public/photos/{id}/views')).toEqual([]);
  });

  it('types path ids as uuids, and documents the photos of a collection removal', async () => {
    const body = await document();
    const parameter = (method: string, path: string, name: string) =>
      body.paths[path]![method]!.parameters.find((p) => p.name === name);
    expect(parameter('get', '/v1/photos/{id}', 'id')?.schema.format).toBe('uuid');
    expect(parameter('get', '/v1/public/albums/{albumId}', 'albumId')?.schema.format).toBe('uuid');
    expect(parameter('post', '/v1/admin/jobs/{id}/retry', 'id')?.schema.type).toBe('integer');
    expect(parameter('delete', '/v1/collections/{id}/photos', 'photos')).toMatchObject({
      in: 'query',
      required: true,
    });
  });

  it('documents the error statuses each kind of operation can answer', async () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations(await document())) {
      const statuses = errorStatuses(operation);
      const schemes = operation.security.flatMap((needs) => Object.keys(needs));
      const expected = [
        operation.requestBody || operation.parameters.some((p) => p.in === 'query') ? 400 : null,
        schemes.includes('session') ? 401 : null,
        schemes.includes('csrf') ? 403 : null,
        operation.parameters.some((p) => p.in === 'path') ? 404 : null,
        operation.requestBody?.content['application/json'] ? 413 : null,
      ];
      for (const status of expected) {
        if (status && !statuses.includes(status)) missing.push(`${method} ${path}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** A request to a documented route with a made-up id wherever the path has a parameter. */
function requestTo(method: string, path: string) {
  const url = path.replace('{id}', path.includes('/jobs/') ? '1' : crypto.randomUUID());
  return url.replace(/\{[^}]+\}/g, crypto.randomUUID());
}

describe('the documented security, tried on the app', () => {
  it('refuses every mutation without the anti-forgery header but webhooks and beacons, as documented', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operations(await document())) {
      if (method === 'get') continue;
      // From the API's own origin, which is all a beacon needs and no token route accepts.
      const answer = await client.request<{ code: number }>(
        method.toUpperCase(),
        requestTo(method, path),
        { csrf: false, headers: { origin: 'http://api.test' } },
      );
      const needsToken = operation.security.some((needs) => 'csrf' in needs);
      const refused = answer.status === 403 && answer.body.code === 1005;
      if (refused !== needsToken) wrong.push(`${method} ${path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to every operation that needs a session when there is none', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operations(await document())) {
      if (!operation.security.some((needs) => 'session' in needs)) continue;
      const answer = await client.request<{ code: number }>(
        method.toUpperCase(),
        requestTo(method, path),
      );
      if (answer.status !== 401 || answer.body.code !== 1001) {
        wrong.push(`${method} ${path}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
