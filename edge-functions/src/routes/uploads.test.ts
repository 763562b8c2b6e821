import { truncate } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  craftPixelFloodJpeg,
  randomBytes,
  renderJpegWithoutExif,
  renderSmallDimensionJpeg,
  renderTestPng,
  renderUploadTestJpeg,
  truncateJpeg,
} from '../test/test-images.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-rules.ts';
import type { ResumableUploadTicket } from '../contract/creator.ts';
import { errorByCode } from '../contract/error-codes.ts';
import { storedFiles, upload, uploadableJpeg } from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { UPLOADS_PER_HOUR } from './uploads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let creator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  creator = new TestClient(t.app);
  await creator.login('creator@example.com');
});
afterAll(() => t.close());

const nothingStored = async () => {
  expect(await storedFiles(t.dataDir, 'originals', seedUsers.creator.id)).toEqual([]);
  expect(await storedFiles(t.dataDir, 'avatars', seedUsers.creator.id)).toEqual([]);
};

/** Files the upload rules refuse, with the answer each gets, whichever way it is sent. */
const cases: [string, () => Promise<Uint8Array>, number, number][] = [
  ['a PNG named .jpg', renderTestPng, 400, 1201],
  ['random bytes named .jpg', async () => randomBytes(), 400, 1201],
  [
    'a JPEG under 1 MB',
    () => renderUploadTestJpeg({ width: 1400, height: 1200, withExif: true, targetBytes: 0 }),
    400,
    1202,
  ],
  ['a JPEG of 1000 x 800', renderSmallDimensionJpeg, 400, 1204],
  [
    'a 2400 x 1080 JPEG (a side of 1080)',
    () => renderUploadTestJpeg({ width: 2400, height: 1080, withExif: true }),
    400,
    1204,
  ],
  ['a pixel flood claiming 30000 x 30000', () => craftPixelFloodJpeg(), 400, 1206],
  ['a truncated JPEG', async () => truncateJpeg(await uploadableJpeg()), 400, 1207],
];

describe('POST /v1/generic/upload refuses bad files and stores nothing', () => {
  it.each(cases)('%s', async (_label, make, status, code) => {
    const bytes = await make();
    // Small files are padded past 1 MB (zeros a decoder never reads) so only the rule under
    // test can refuse them; the size rule comes first.
    const answer = await upload(creator, padUnlessSizeRule(bytes, code));
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    await nothingStored();
  });

  it('refuses a file over 64 MB with 413 while it streams', async () => {
    const answer = await streamHugeUpload(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { code: number }).code).toBe(1203);
    await nothingStored();
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const headers = new Headers({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(MAX_UPLOAD_BYTES * 2),
      'x-csrf-token': await creator.csrfToken(),
      cookie: [...creator.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const answer = await t.app.request('http://api.test/v1/generic/upload', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    await nothingStored();
  });

  it('refuses a body without a file field', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const answer = await creator.request<{ code: number }>('POST', '/v1/generic/upload', {
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(1000);
  });

  it('limits uploads per user and hour (1004)', async () => {
    const uploader = await signedIn(t.app, seedUsers.newCreator.email);
    const key = `upload:${seedUsers.newCreator.id}`;
    await t.db.asService((tx) =>
      tx.query(
        `select app_private.hit_rate_limit($1, 1000000, interval '1 hour')
           from generate_series(1, $2)`,
        [key, UPLOADS_PER_HOUR],
      ),
    );
    const answer = await upload(uploader, await uploadableJpeg());
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe(1004);
    expect(await storedFiles(t.dataDir, 'originals', seedUsers.newCreator.id)).toEqual([]);
  });

  it('asks visitors to log in', async () => {
    const visitor = new TestClient(t.app);
    const answer = await upload(visitor, await uploadableJpeg());
    expect(answer.status).toBe(401);
  });
});

/**
 * A phone's motion photo: the picture, then a few seconds of video after its end marker (here
 * 300 KB that end in no marker), longer than the tail the checks read first.
 */
async function motionPhoto(): Promise<Uint8Array> {
  const picture = await uploadableJpeg();
  const video = randomBytes(300 * 1024).map((byte) => (byte === 0xff ? 0x00 : byte));
  const file = new Uint8Array(picture.length + video.length);
  file.set(picture);
  file.set(video, picture.length);
  return file;
}

describe('POST /v1/generic/upload stores good files', () => {
  it("stores a good JPEG in the caller's own originals folder, whatever its name and type", async () => {
    const bytes = await uploadableJpeg();
    const answer = await upload(creator, bytes, {
      filename: 'holiday.png',
      type: 'application/octet-stream',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.name).toMatch(
      new RegExp(`^${seedUsers.creator.id}/uploads/[0-9a-f-]{36}\\.jpg$`),
    );
    const stored = await t.storage.read('originals', answer.body.name);
    expect(stored?.length).toBe(bytes.length);
    await t.storage.remove('originals', [answer.body.name]);
  });

  it('stores a motion photo, the video after the picture as a phone writes it', async () => {
    const bytes = await motionPhoto();
    const answer = await upload(creator, bytes);
    expect(answer.status).toBe(201);
    expect((await t.storage.read('originals', answer.body.name))?.length).toBe(bytes.length);
    await t.storage.remove('originals', [answer.body.name]);
  });

  it('stores a PNG avatar in the avatars bucket and refuses a non-image avatar', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const answer = await upload(creator, new Uint8Array(png), {
      purpose: 'avatar',
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.name).toMatch(new RegExp(`^${seedUsers.creator.id}/[0-9a-f-]{36}\\.png$`));
    expect(await t.storage.exists('avatars', answer.body.name)).toBe(true);
    expect(await storedFiles(t.dataDir, 'originals', seedUsers.creator.id)).toEqual([]);
    // The profile takes the name as it is answered, and serves it publicly.
    const linked = await creator.request('POST', '/v1/profile/update_photos', {
      form: { profile_photo: answer.body.name },
    });
    expect(linked.status).toBe(200);
    const served = await new TestClient(t.app).get(`/v1/public/avatars/${answer.body.name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await creator.request('DELETE', '/v1/profile/profile_photo');

    const refused = await upload(creator, new TextEncoder().encode('<svg></svg>'), {
      purpose: 'avatar',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(1201);
    await nothingStored();
  });
});

/** What a finished tus upload leaves: the object under the name the ticket gave. */
async function landed(bytes: Uint8Array, client = creator): Promise<string> {
  const ticket = await client.request<ResumableUploadTicket>(
    'POST',
    '/v1/generic/upload/resumable',
  );
  expect(ticket.status).toBe(200);
  await t.storage.put('originals', ticket.body.object_name, bytes, 'image/jpeg');
  return ticket.body.object_name;
}

const complete = (name: string, client = creator) =>
  client.request<{ name: string; code?: number; description?: string }>(
    'POST',
    '/v1/generic/upload/complete',
    { json: { name } },
  );

describe('POST /v1/generic/upload/complete refuses a bad object and removes it', () => {
  it.each(cases)('%s', async (_label, make, status, code) => {
    const name = await landed(padUnlessSizeRule(await make(), code));
    const answer = await complete(name);
    expect(answer.status).toBe(status);
    // The same code and text as the multipart route's.
    expect(answer.body).toEqual({ code, description: errorByCode(code)?.description });
    expect(await storedFiles(t.dataDir, 'originals', seedUsers.creator.id)).toEqual([]);
  });

  it('refuses a file over 64 MB (413) without reading it', async () => {
    const jpeg = await uploadableJpeg();
    const name = await landed(jpeg.slice(0, 1024));
    // Sparse: 64 MB and one byte on disk without writing them.
    await truncate(path.join(t.dataDir, 'storage', 'originals', name), MAX_UPLOAD_BYTES + 1);
    const answer = await complete(name);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(1203);
    expect(await t.storage.exists('originals', name)).toBe(false);
  });

  it('answers 1209 for a name with no object, or in another user folder', async () => {
    const missing = `${seedUsers.creator.id}/uploads/${crypto.randomUUID()}.jpg`;
    expect((await complete(missing)).body.code).toBe(1209);
    const name = await landed(await uploadableJpeg());
    const answer = await complete(name, await signedIn(t.app, seedUsers.buyer.email));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(1209);
    // The owner's object is untouched by someone else's attempt.
    expect(await t.storage.exists('originals', name)).toBe(true);
    await t.storage.remove('originals', [name]);
  });
});

describe('POST /v1/generic/upload/complete records a good object once', () => {
  it('records it, the photo is made from it, and a second completion is refused', async () => {
    const name = await landed(await uploadableJpeg());
    const answer = await complete(name);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ name });
    const again = await complete(name);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 1211,
      description: 'This upload has already been completed',
    });
    expect(await t.storage.exists('originals', name)).toBe(true);

    const photo = await creator.request<{ id: string }>('POST', '/v1/photos', {
      form: { album: seedAlbum(2), filename: name, name: 'Resumable', tags: 'test' },
    });
    expect(photo.status).toBe(201);
    const bytes = await uploadableJpeg();
    const detail = await creator.request<{ metadata: unknown }>(
      'GET',
      `/v1/photos/${photo.body.id}`,
    );
    // The facts measured from the two range reads: size, frame and the camera's EXIF.
    expect(detail.body.metadata).toMatchObject({
      width: 2000,
      height: 1500,
      file_size: bytes.length,
      camera_make: 'Canon',
      iso: 200,
    });
  });

  it('records a motion photo sent resumably', async () => {
    const name = await landed(await motionPhoto());
    const answer = await complete(name);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ name });
  });

  it('records a file without EXIF, and making a photo of it answers 1205', async () => {
    const name = await landed(await renderJpegWithoutExif());
    expect((await complete(name)).status).toBe(201);
    const photo = await creator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(2), filename: name, name: 'No EXIF', tags: 'test' },
    });
    expect(photo.status).toBe(400);
    expect(photo.body.code).toBe(1205);
  });
});

const padUnlessSizeRule = (bytes: Uint8Array, code: number) =>
  code === 1202 ? bytes : padJpeg(bytes, 1_200_000);

/** Appends bytes after the JPEG's end (ignored by decoders) to reach a size. */
function padJpeg(jpeg: Uint8Array, size: number): Uint8Array {
  const padded = new Uint8Array(Math.max(size, jpeg.length));
  padded.set(jpeg);
  return padded;
}

/** A multipart body of `fileBytes` zeros after a JPEG header, generated as it is read. */
async function streamHugeUpload(fileBytes: number): Promise<Response> {
  const boundary = 'xBOUNDARYx';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const jpeg = await uploadableJpeg();
  let sent = 0;
  const chunk = new Uint8Array(1024 * 1024);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
      controller.enqueue(jpeg);
      sent = jpeg.length;
    },
    pull(controller) {
      if (sent >= fileBytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
  const headers = new Headers({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-csrf-token': await creator.csrfToken(),
    cookie: [...creator.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  return t.app.request('http://api.test/v1/generic/upload', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}
