import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
});
afterAll(() => t.close());

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
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
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
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
