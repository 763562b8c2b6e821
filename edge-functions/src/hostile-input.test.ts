import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { TestClient } from './test/test-client.ts';
import { seedAlbum, seedCollection, seedFacts, seedUsers, signedIn } from './test/seed-ids.ts';

/**
 * Input an attacker (or a broken client) sends must be refused as the client's fault: a 4xx
 * with a catalogue code, never a 500, and nothing changed.
 */
let t: TestApp;
let creator: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  creator = await signedIn(t.app, seedUsers.creator.email);
  admin = await signedIn(t.app, seedUsers.admin.email);
});
afterAll(() => t.close());

const NUL = 'bad\u0000text';
const nulRefusal = { code: 1000, description: 'Text must not contain NUL characters' };

describe('a NUL character in any input', () => {
  it('is refused with 400 and the validation code in form and JSON bodies', async () => {
    const cases: [TestClient, string, string, Record<string, string>][] = [
      [creator, 'PUT', '/v1/profile', { first_name: NUL, last_name: 'Perera' }],
      [creator, 'POST', '/v1/albums', { name: NUL, description: '' }],
      [creator, 'POST', '/v1/collections', { name: NUL }],
      [admin, 'POST', `/v1/admin/photos/${seedFacts.inReviewPhoto}/reject`, { reason: NUL }],
      [creator, 'POST', '/v1/profile/update_username', { username: NUL }],
    ];
    for (const [client, method, path, fields] of cases) {
      const asForm = await client.request(method, path, { form: fields });
      expect([path, asForm.status, asForm.body]).toEqual([path, 400, nulRefusal]);
      const asJson = await client.request(method, path, { json: fields });
      expect([path, asJson.status, asJson.body]).toEqual([path, 400, nulRefusal]);
    }
    // Nothing changed: the reject did not happen, the names are the seeded ones.
    const [photo] = await t.db.asService((tx) =>
      tx.query<{ status: string }>('select status from public.photos where id = $1', [
        seedFacts.inReviewPhoto,
      ]),
    );
    expect(photo!.status).toBe('IN_REVIEW');
    expect((await creator.get<{ first_name: string }>('/v1/profile')).body.first_name).toBe(
      'Nuwan',
    );
  });

  it('is refused in JSON keys, arrays and nested values too', async () => {
    const answer = await creator.request('POST', '/v1/collections', {
      json: { name: 'ok', tags: ['fine', NUL] },
    });
    expect([answer.status, answer.body]).toEqual([400, nulRefusal]);
  });

  it('is refused in query strings and paths, percent-encoded or not', async () => {
    const anon = new TestClient(t.app);
    for (const path of [
      '/v1/public/photos/search?q=bad%00text',
      '/v1/public/photos/search_tags?q=%00',
      '/v1/public/users/nuwan%00perera',
      '/v1/public/photos/download?ref=abc%00',
      '/dev/mail.json?to=a%00@example.com',
      `/v1/public/albums/${seedAlbum(1)}%00`,
    ]) {
      const answer = await anon.get(path);
      expect([path, answer.status, answer.body]).toEqual([path, 400, nulRefusal]);
    }
  });
});

describe('a body that cannot be parsed', () => {
  it('answers 400 for multipart without a boundary, broken JSON and broken forms', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'name=x'],
      ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-da'],
      ['application/json', '{"name": '],
      ['text/plain', 'name=x'],
    ]) {
      const answer = await creator.request('POST', '/v1/collections', {
        body: body,
        headers: { 'content-type': type! },
      });
      expect([type, answer.status, (answer.body as { code: number }).code]).toEqual([
        type,
        400,
        1000,
      ]);
    }
  });
});

describe('every /v1 answer is JSON', () => {
  it('answers 404 {code, description} for unknown paths with any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await creator.request(method, '/v1/nothing-here');
      expect([method, answer.status, answer.body]).toEqual([
        method,
        404,
        { code: 1003, description: 'Not found' },
      ]);
    }
  });

  it('answers 405 with an Allow header for a known path asked with another method', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/v1/albums', 'GET, HEAD, POST'],
      ['PUT', '/v1/health', 'GET, HEAD'],
      ['DELETE', '/v1/public/featured_photos', 'GET, HEAD'],
      ['POST', '/v1/public/photos/search', 'GET, HEAD'],
      ['GET', `/v1/albums/${seedAlbum(1)}/nothing`, null],
      ['POST', `/v1/photos/${seedFacts.freePhoto}`, 'DELETE, GET, HEAD, PUT'],
    ] as const) {
      const answer = await creator.request(method, path);
      if (allow === null) {
        expect([path, answer.status]).toEqual([path, 404]);
        continue;
      }
      expect([method, path, answer.status, answer.body]).toEqual([
        method,
        path,
        405,
        { code: 1009, description: 'This address does not take that method' },
      ]);
      expect(answer.headers.get('allow')).toBe(allow);
    }
  });
});

describe('a sweep of hostile bodies over every mutation route', () => {
  /** Every field name a request schema reads, each given the same hostile value. */
  const fields = [
    'name',
    'description',
    'tags',
    'album',
    'album_id',
    'filename',
    'alt',
    'category',
    'price',
    'free_download',
    'photo_id',
    'photos',
    'ids',
    'first_name',
    'last_name',
    'username',
    'reason',
    'email',
    'confirm_email',
    'password',
    'token',
    'user_id',
    'auth_provider',
    'auth_token',
    'is_creator',
    'profile_photo',
    'cover_photo',
    'session_id',
    'purpose',
    'code',
    'ref',
    'q',
  ];
  const hostileValues: unknown[] = [
    NUL,
    '',
    ' ',
    'x'.repeat(20_000),
    '../../etc/passwd',
    "'; drop table photos; --",
    '\uD800',
    '%00',
    -1,
    1e308,
    2 ** 63,
    true,
    null,
    [],
    [[['deep']]],
    {},
    { __proto__: { polluted: true } },
    '00000000-0000-0000-0000-000000000000',
  ];
  const rawBodies: [string, string | Uint8Array][] = [
    ['multipart/form-data', 'a=b'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['application/json', 'null'],
    ['application/json', '[1,2,3]'],
    ['application/json', '"just a string"'],
    ['application/json', '{"name": "\\u0000"}'],
    ['application/x-www-form-urlencoded', '%%%&&&==='],
    ['application/octet-stream', new Uint8Array([0, 0xff, 0xfe, 0])],
  ];

  const idFor = (path: string) =>
    path.startsWith('/v1/albums')
      ? seedAlbum(1)
      : path.startsWith('/v1/collections')
        ? seedCollection
        : seedFacts.freePhoto;

  it('never answers 5xx', async () => {
    const routes = t.app.routes
      .filter((route) => !['GET', 'ALL'].includes(route.method))
      .filter((route) => route.path !== '/v1/sessions' || route.method !== 'DELETE');
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const id of [idFor(route.path), 'not-a-uuid%00', 'x'.repeat(300)]) {
        const path = route.path.replace(/:[A-Za-z]+/g, id);
        const requests: Parameters<TestClient['request']>[2][] = [
          ...hostileValues.map((value) => ({
            json: Object.fromEntries(fields.map((field) => [field, value])),
          })),
          ...hostileValues
            .filter((value) => typeof value === 'string')
            .map((value) => ({
              form: Object.fromEntries(fields.map((field) => [field, value as string])),
            })),
          ...rawBodies.map(([type, body]) => ({
            body: body as BodyInit,
            headers: { 'content-type': type },
          })),
        ];
        for (const client of [admin, creator]) {
          for (const options of requests) {
            const answer = await client.request(route.method, path, options);
            if (answer.status >= 500) {
              failures.push(
                `${route.method} ${path} ${JSON.stringify(options).slice(0, 120)} -> ${answer.status}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
