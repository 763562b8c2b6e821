import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJpegWithoutExif } from '../test/test-images.ts';
import { createPhoto, storedFiles, upload, uploadableJpeg } from '../test/creator-fixtures.ts';
import { seedAlbum, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let creator: TestClient;
let newcreator: TestClient;
let buyer: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [creator, newcreator, buyer, admin] = await Promise.all([
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.newCreator.email),
    signedIn(t.app, seedUsers.buyer.email),
    signedIn(t.app, seedUsers.admin.email),
  ]);
});
afterAll(() => t.close());

interface PhotoAnswer {
  status: string;
  name: string;
  rejection_reason: string | null;
  code?: number;
  description?: string;
  metadata: Record<string, unknown>;
  public_urls: unknown;
}

const statusOf = async (n: number | string) => {
  const id = typeof n === 'number' ? seedPhoto(n) : n;
  const [row] = await t.db.asService((tx) =>
    tx.query<{ status: string; name: string }>(
      'select status, name from public.photos where id = $1',
      [id],
    ),
  );
  return row;
};

describe('POST /v1/photos', () => {
  it('creates an UPLOADED photo with the EXIF read from the file, and queues its owner thumbnail', async () => {
    const id = await createPhoto(creator, seedAlbum(1), {
      name: 'Temple at dawn',
      tags: 'Kandy, temple',
    });
    const answer = await creator.get<PhotoAnswer & { tags: string[]; file_size: number }>(
      `/v1/photos/${id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'UPLOADED',
      name: 'Temple at dawn',
      tags: ['kandy', 'temple'],
      public_urls: null,
    });
    expect(answer.body.metadata).toMatchObject({
      width: 2000,
      height: 1500,
      camera_make: 'Canon',
      camera_model: 'EOS R6',
      focal_length_35: 35,
      fnum: 2.8,
      iso: 200,
      exposure_time: 0.004,
      file_size: (await uploadableJpeg()).length,
    });
    const jobs = await t.db.asService((tx) =>
      tx.query(
        `select status from public.jobs where kind = 'owner_thumbnail' and payload->>'photo_id' = $1`,
        [id],
      ),
    );
    expect(jobs).toEqual([{ status: 'QUEUED' }]);
  });

  it('answers 1205 for a file without EXIF, keeping neither the photo nor the file', async () => {
    const uploaded = await upload(creator, await renderJpegWithoutExif());
    expect(uploaded.status).toBe(201);
    const answer = await creator.request<{ code: number; description: string }>(
      'POST',
      '/v1/photos',
      {
        form: { album: seedAlbum(1), filename: uploaded.body.name, name: 'No exif' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 1205,
      description: 'Image metadata is missing. Please include all Exif tags when uploading images',
    });
    expect(await t.storage.exists('originals', uploaded.body.name)).toBe(false);
    const rows = await t.db.asService((tx) =>
      tx.query(`select 1 from public.photos where name = 'No exif'`),
    );
    expect(rows).toEqual([]);
  });

  it('refuses a paid photo from an unverified creator (1208) and creates nothing', async () => {
    const uploaded = await upload(newcreator, await uploadableJpeg());
    const answer = await newcreator.request<{ code: number }>('POST', '/v1/photos', {
      form: {
        album: seedAlbum(7),
        filename: uploaded.body.name,
        name: 'Paid try',
        allow_free: 'false',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(1208);
    const rows = await t.db.asService((tx) =>
      tx.query(`select 1 from public.photos where name = 'Paid try'`),
    );
    expect(rows).toEqual([]);
  });

  it('lets a verified creator offer a paid photo at the standard price', async () => {
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'false' });
    const answer = await creator.get<{ free_download: boolean; price: number }>(`/v1/photos/${id}`);
    expect(answer.body).toMatchObject({ free_download: false, price: 2500 });
  });

  it("only takes files from the caller's own folder (1209), and each upload once", async () => {
    const mine = await upload(creator, await uploadableJpeg());
    const stolen = await newcreator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(7), filename: mine.body.name },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe(1209);
    const bare = mine.body.name.split('/').at(-1)!;
    const viaBareName = await newcreator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(7), filename: bare },
    });
    expect(viaBareName.body.code).toBe(1209);

    const first = await creator.request('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: bare },
    });
    expect(first.status).toBe(201);
    const again = await creator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: mine.body.name },
    });
    expect(again.status).toBe(409);
  });

  it('refuses an album of someone else as not found', async () => {
    const uploaded = await upload(newcreator, await uploadableJpeg());
    const answer = await newcreator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: uploaded.body.name },
    });
    expect(answer.status).toBe(404);
  });

  it('asks visitors to log in', async () => {
    const visitor = new TestClient(t.app);
    expect(
      (
        await visitor.request('POST', '/v1/photos', {
          form: { album: seedAlbum(1), filename: 'x.jpg' },
        })
      ).status,
    ).toBe(401);
    expect((await visitor.get(`/v1/photos/${seedPhoto(1)}`)).status).toBe(401);
  });
});

describe('what the owner may do in each status', () => {
  const put = (client: TestClient, id: string, name: string) =>
    client.request<{ code: number }>('PUT', `/v1/photos/${id}`, { form: { name } });
  const del = (client: TestClient, id: string) =>
    client.request<{ code: number }>('DELETE', `/v1/photos/${id}`);
  const unpublish = (client: TestClient, id: string) =>
    client.request<{ code: number }>('POST', `/v1/photos/${id}/unpublish`);
  const review = (client: TestClient, ids: string[]) =>
    client.request<{ code: number }>('POST', '/v1/photos/review', { json: ids });

  it('UPLOADED: update, submit for review; then nothing but waiting', async () => {
    const id = seedPhoto(16);
    expect((await put(creator, id, 'Renamed draft')).status).toBe(200);
    expect((await statusOf(id))!.name).toBe('Renamed draft');
    expect((await review(creator, [id])).status).toBe(200);
    expect((await statusOf(id))!.status).toBe('IN_REVIEW');
  });

  // Seeded photos 8 (IN_REVIEW), 17 (moved to PROCESSING as the worker would find it), 24
  // (UNPUBLISHED): every owner action is refused with 1301 and the row stays as it was.
  it.each([
    ['IN_REVIEW', 8],
    ['PROCESSING', 17],
    ['UNPUBLISHED', 24],
  ] as const)('%s: no update, delete, unpublish or submit (1301)', async (status, n) => {
    const id = seedPhoto(n);
    if (status === 'PROCESSING') {
      // Fingerprinted first, as the worker does before a reviewer may accept (1222).
      await t.db.asService(async (tx) => {
        await tx.query(
          `insert into public.photo_fingerprints (photo_id, exact_hash) values ($1::uuid, sha256(convert_to($1::uuid::text, 'UTF8')))`,
          [id],
        );
        await tx.query(`update public.photos set status = 'PROCESSING' where id = $1`, [id]);
      });
    }
    const before = await statusOf(n);
    expect(before!.status).toBe(status);
    for (const answer of [
      await put(creator, id, 'Changed'),
      await del(creator, id),
      await unpublish(creator, id),
      await review(creator, [id]),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe(1301);
    }
    expect(await statusOf(n)).toEqual(before);
  });

  it('ACCEPTED: update and unpublish, but no delete or submit (1301)', async () => {
    const id = seedPhoto(3);
    expect((await del(creator, id)).body.code).toBe(1301);
    expect((await review(creator, [id])).body.code).toBe(1301);
    expect((await put(creator, id, 'Polonnaruwa, renamed')).status).toBe(200);
    expect((await unpublish(creator, id)).status).toBe(200);
    expect(await statusOf(3)).toMatchObject({
      status: 'UNPUBLISHED',
      name: 'Polonnaruwa, renamed',
    });
  });

  it('submits all or nothing: one photo in the wrong status refuses the batch', async () => {
    const fresh = await createPhoto(creator, seedAlbum(2));
    const answer = await review(creator, [fresh, seedPhoto(9)]);
    expect(answer.body.code).toBe(1301);
    expect((await statusOf(fresh))!.status).toBe('UPLOADED');
    // The other shapes of the same call: a form `ids=a,b` and JSON `{ids: [...]}`.
    const other = await createPhoto(creator, seedAlbum(2));
    const viaForm = await creator.request('POST', '/v1/photos/review', { form: { ids: fresh } });
    expect(viaForm.status).toBe(200);
    expect((await statusOf(fresh))!.status).toBe('IN_REVIEW');
    const viaObject = await creator.request('POST', '/v1/photos/review', {
      json: { ids: [other] },
    });
    expect(viaObject.status).toBe(200);
    expect((await statusOf(other))!.status).toBe('IN_REVIEW');
  });

  it('deletes an UPLOADED photo with its stored files, after the row is gone', async () => {
    const id = await createPhoto(creator, seedAlbum(2), { name: 'To delete' });
    const [row] = await t.db.asService((tx) =>
      tx.query<{ original_key: string }>('select original_key from public.photos where id = $1', [
        id,
      ]),
    );
    expect(await t.storage.exists('originals', row!.original_key)).toBe(true);
    expect((await del(creator, id)).status).toBe(200);
    expect(await statusOf(id)).toBeUndefined();
    expect(await t.storage.exists('originals', row!.original_key)).toBe(false);
    expect((await creator.get(`/v1/photos/${id}`)).status).toBe(404);
  });

  it('keeps 5 free photos live: the unpublish that would leave 4 answers 1306', async () => {
    expect((await unpublish(newcreator, seedPhoto(36))).status).toBe(200);
    const refused = await unpublish(newcreator, seedPhoto(37));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 1306,
      description:
        'You should have minimum 5 free photos in your account. Please upload another free photo and try again',
    });
    expect((await statusOf(37))!.status).toBe('ACCEPTED');
  });

  it('refuses an unverified creator switching a photo to paid (1208)', async () => {
    const answer = await newcreator.request<{ code: number }>(
      'PUT',
      `/v1/photos/${seedPhoto(43)}`,
      {
        form: { free_download: 'false' },
      },
    );
    expect(answer.body.code).toBe(1208);
  });
});

describe('PUT /v1/photos/{id}', () => {
  it('changes only the fields sent, including alt text and the category', async () => {
    const id = await createPhoto(creator, seedAlbum(5), {
      name: 'Kottu',
      description: 'Night stall',
    });
    const answer = await creator.request('PUT', `/v1/photos/${id}`, {
      form: { alt: 'A cook chopping kottu on a griddle', category: '6', tags: 'food, kottu' },
    });
    expect(answer.status).toBe(200);
    const photo = await creator.get<{
      name: string;
      description: string;
      alt: string;
      tags: string[];
      category: { name: string; desription: string } | null;
    }>(`/v1/photos/${id}`);
    expect(photo.body).toMatchObject({
      name: 'Kottu',
      description: 'Night stall',
      alt: 'A cook chopping kottu on a griddle',
      tags: ['food', 'kottu'],
      category: { name: 'Food', desription: 'Rice and curry, street food, tea and sweets' },
    });
    await creator.request('PUT', `/v1/photos/${id}`, { form: { category: '' } });
    expect((await creator.get<{ category: unknown }>(`/v1/photos/${id}`)).body.category).toBeNull();
  });
});

describe("other people's photos", () => {
  const id = seedPhoto(16);

  it('are not found (404, never 403) for any owner action', async () => {
    const before = await statusOf(id);
    for (const client of [newcreator, buyer]) {
      const answers = [
        await client.get(`/v1/photos/${id}`),
        await client.request('PUT', `/v1/photos/${id}`, { form: { name: 'Hijacked' } }),
        await client.request('DELETE', `/v1/photos/${id}`),
        await client.request('POST', `/v1/photos/${seedPhoto(1)}/unpublish`),
        await client.request('POST', '/v1/photos/review', { json: [id] }),
        await client.get(`/v1/photos/${id}/image?fullsize=true`),
      ];
      for (const answer of answers) expect(answer.status).toBe(404);
    }
    expect(await statusOf(id)).toEqual(before);
    expect((await statusOf(1))!.status).toBe('ACCEPTED');
  });
});

describe('GET /v1/photos/{id}/image', () => {
  it('serves the owner the original privately, and the owner thumbnail once made', async () => {
    const bytes = await uploadableJpeg();
    const id = await createPhoto(creator, seedAlbum(5), {}, bytes);
    const full = await creator.get<Uint8Array>(`/v1/photos/${id}/image?fullsize=true`);
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toMatch(/^private/);
    expect(full.body.length).toBe(bytes.length);
    // Reviewers see the photos they review.
    expect((await admin.get(`/v1/photos/${id}/image?fullsize=false`)).status).toBe(200);
    expect(await storedFiles(t.dataDir, 'derivatives', seedUsers.creator.id)).toEqual([]);
  });
});
