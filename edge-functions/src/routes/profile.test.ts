import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

const BUYER_ID = '00000000-0000-4000-8000-000000000004';
const CREATOR_ID = '00000000-0000-4000-8000-000000000002';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(email: string) {
    const client = new TestClient(t.app);
    await client.login(email);
    return client;
  }

  async function storedProfile(id: string) {
    const [row] = await t.db.asService((tx) =>
      tx.query<Record<string, unknown>>('select * from public.profiles where id = $1', [id]),
    );
    return row!;
  }

  it('asks a visitor to log in', async () => {
    const answer = await new TestClient(t.app).get('/v1/profile');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 1001, description: 'Please log in to continue' });
  });

  it('shows the signed-in user in the contract shape', async () => {
    const client = await signedIn('creator@example.com');
    const answer = await client.get('/v1/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: CREATOR_ID,
      email: 'creator@example.com',
      first_name: 'Nuwan',
      last_name: 'Perera',
      username: 'nuwan.perera',
      profile_photo: null,
      cover_photo: null,
      role: 'CREATOR',
      verified: true,
      verify_requested: false,
      language: 'en',
    });
  });

  it('changes the names with the spec messages for missing ones', async () => {
    const client = await signedIn('buyer@example.com');
    for (const [form, description] of [
      [{ first_name: '', last_name: 'J' }, 'First Name is required'],
      [{ first_name: 'Kasun' }, 'Last Name is required'],
    ] as const) {
      const answer = await client.request('PUT', '/v1/profile', { form });
      expect(answer.body).toEqual({ code: 1000, description });
    }
    expect(await storedProfile(BUYER_ID)).toMatchObject({
      first_name: 'Kasun',
      last_name: 'Jayasuriya',
    });
    const changed = await client.request('PUT', '/v1/profile', {
      json: { first_name: ' Kasun ', last_name: 'Jayawardena' },
    });
    expect(changed.body).toMatchObject({ first_name: 'Kasun', last_name: 'Jayawardena' });
    const cookie = JSON.parse(decodeURIComponent(client.cookies.get('user')!));
    expect(cookie.last_name).toBe('Jayawardena');
    await client.request('PUT', '/v1/profile', {
      json: { first_name: 'Kasun', last_name: 'Jayasuriya' },
    });
  });

  it('sets a username, refusing taken ones and bad formats', async () => {
    const client = await signedIn('buyer@example.com');
    const taken = await client.request('POST', '/v1/profile/update_username', {
      form: { username: 'Nuwan.Perera' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 1106, description: 'Usename exists' });
    const bad = await client.request('POST', '/v1/profile/update_username', {
      form: { username: 'a b' },
    });
    expect(bad.status).toBe(400);
    const empty = await client.request('POST', '/v1/profile/update_username', {
      form: { username: '' },
    });
    expect(empty.body).toEqual({ code: 1000, description: 'Username is required' });
    expect((await storedProfile(BUYER_ID)).username).toBeNull();

    const forged = await client.request('POST', '/v1/profile/update_username', {
      form: { username: 'kasun_j' },
      csrf: false,
    });
    expect(forged.body).toMatchObject({ code: 1005 });
    expect((await storedProfile(BUYER_ID)).username).toBeNull();
  });

  it("links, replaces and removes pictures from the caller's own avatar folder only", async () => {
    const client = await signedIn('creator@example.com');
    const first = `${CREATOR_ID}/11111111-1111-4111-8111-111111111111.jpg`;
    const second = `${CREATOR_ID}/22222222-2222-4222-8222-222222222222.jpg`;
    const cover = `${CREATOR_ID}/33333333-3333-4333-8333-333333333333.png`;
    const someoneElses = `${BUYER_ID}/44444444-4444-4444-8444-444444444444.jpg`;
    for (const key of [first, second, someoneElses])
      await t.storage.put('avatars', key, JPEG, 'image/jpeg');
    await t.storage.put('avatars', cover, JPEG, 'image/png');

    for (const name of [
      someoneElses,
      `${CREATOR_ID}/missing.jpg`,
      `${CREATOR_ID}/../${someoneElses}`,
    ]) {
      const refused = await client.request('POST', '/v1/profile/update_photos', {
        form: { profile_photo: name },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 1113 });
    }
    expect((await storedProfile(CREATOR_ID)).profile_photo).toBeNull();

    const linked = await client.request<{ profile_photo: string }>(
      'POST',
      '/v1/profile/update_photos',
      {
        form: { profile_photo: first, cover_photo: cover },
      },
    );
    expect(linked.status).toBe(200);
    expect(linked.body.profile_photo).toBe(`http://api.test/v1/public/avatars/${first}`);
    const image = await client.get(`/v1/public/avatars/${first}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(image.body).toEqual(JPEG);

    await client.request('POST', '/v1/profile/update_photos', { form: { profile_photo: second } });
    expect(await storedProfile(CREATOR_ID)).toMatchObject({
      profile_photo: second,
      cover_photo: cover,
    });
    expect(await t.storage.exists('avatars', first)).toBe(false);

    const removed = await client.request('DELETE', '/v1/profile/profile_photo');
    expect(removed.body).toMatchObject({ profile_photo: null });
    expect(await t.storage.exists('avatars', second)).toBe(false);
    expect((await client.get(`/v1/public/avatars/${second}`)).status).toBe(404);

    const coverGone = await client.request('DELETE', '/v1/profile/cover_photo');
    expect(coverGone.body).toMatchObject({ cover_photo: null });
    expect(await t.storage.exists('avatars', cover)).toBe(false);
    expect(await t.storage.exists('avatars', someoneElses)).toBe(true);
  });

  it('serves only well-formed avatar keys', async () => {
    const client = new TestClient(t.app);
    expect((await client.get(`/v1/public/avatars/${BUYER_ID}/nothing.jpg`)).status).toBe(404);
    expect((await client.get('/v1/public/avatars/not-a-user/x.exe')).status).toBe(404);
  });

  it('answers the verification codes from the database', async () => {
    const verified = await signedIn('creator@example.com');
    const pending = await verified.request('POST', '/v1/profile/request_verification');
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ code: 1109 });

    const buyer = await signedIn('buyer@example.com');
    const notCreator = await buyer.request('POST', '/v1/profile/request_verification');
    expect(notCreator.body).toMatchObject({ code: 1111 });
  });

  it('records a verification request once for an eligible creator', async () => {
    const client = await signedIn('newcreator@example.com');
    // The seed gives this unverified creator 6 live free photos.
    const first = await client.request('POST', '/v1/profile/request_verification');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ verify_requested: true, verified: false });
    const again = await client.request('POST', '/v1/profile/request_verification');
    expect(again.body).toMatchObject({ code: 1109 });
  });

  it('turns a user into a creator, asking for a username first', async () => {
    const client = await signedIn('buyer@example.com');
    const without = await client.request('POST', '/v1/become_creator');
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ code: 1112, description: 'Username is required' });
    const taken = await client.request('POST', '/v1/become_creator', {
      form: { username: 'nuwan.perera' },
    });
    expect(taken.body).toMatchObject({ code: 1106 });
    expect(await storedProfile(BUYER_ID)).toMatchObject({ role: 'USER', username: null });

    const forged = await client.request('POST', '/v1/become_creator', {
      form: { username: 'kasun_j' },
      csrf: false,
    });
    expect(forged.body).toMatchObject({ code: 1005 });

    const done = await client.request('POST', '/v1/become_creator', {
      form: { username: 'Kasun_J' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ role: 'CREATOR', username: 'kasun_j', verified: false });
    const cookie = JSON.parse(decodeURIComponent(client.cookies.get('user')!));
    expect(cookie.role).toBe('CREATOR');

    // A brand-new creator has no live free photos yet: not eligible for verification.
    const early = await client.request('POST', '/v1/profile/request_verification');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 1110 });
    expect(await storedProfile(BUYER_ID)).toMatchObject({ verify_requested: false });
  });

  it('refuses every account mutation without a valid anti-forgery token, changing nothing', async () => {
    const client = await signedIn('admin@example.com');
    const before = await storedProfile('00000000-0000-4000-8000-000000000001');
    const mutations: [string, string, Record<string, string>][] = [
      ['PUT', '/v1/profile', { first_name: 'X', last_name: 'Y' }],
      ['POST', '/v1/profile/update_username', { username: 'forged_name' }],
      ['POST', '/v1/profile/update_photos', { profile_photo: 'x.jpg' }],
      ['DELETE', '/v1/profile/profile_photo', {}],
      ['DELETE', '/v1/profile/cover_photo', {}],
      ['POST', '/v1/profile/request_verification', {}],
      ['POST', '/v1/become_creator', { username: 'forged_name' }],
      ['POST', '/v1/resend_activation', { email: 'admin@example.com' }],
      ['POST', '/v1/request_password_reset', { email: 'admin@example.com' }],
      ['POST', '/v1/reset_password', { token: 'x', password: 'whatever-pass' }],
      ['DELETE', '/v1/sessions', {}],
    ];
    for (const [method, path, form] of mutations) {
      const variants: Record<string, string>[] = [{}, { 'x-csrf-token': 'wrong' }];
      for (const headers of variants) {
        const answer = await client.request(method, path, { form, headers, csrf: false });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ code: 1005 });
      }
    }
    expect(await storedProfile('00000000-0000-4000-8000-000000000001')).toEqual(before);
    expect((await client.get('/v1/profile')).status).toBe(200);
    const [mail] = await t.db.asService((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.mail_outbox where to_address = 'admin@example.com'`,
      ),
    );
    expect(mail!.n).toBe(0);
  });

  it('cannot change role or verification through the profile routes', async () => {
    const client = await signedIn('newcreator@example.com');
    const answer = await client.request('PUT', '/v1/profile', {
      json: { first_name: 'Tharushi', last_name: 'Fernando', role: 'ADMIN', verified: true },
    });
    expect(answer.status).toBe(200);
    expect(await storedProfile('00000000-0000-4000-8000-000000000003')).toMatchObject({
      role: 'CREATOR',
      verified: false,
    });
  });
});
