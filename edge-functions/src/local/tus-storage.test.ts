import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResumableUploadTicket } from '../contract/creator.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedUsers } from '../test/seed-ids.ts';
import { storedFiles } from '../test/creator-fixtures.ts';
import { createTusStorage, type TusStorage } from './tus-storage.ts';

/**
 * The Node host's resumable-upload endpoint, spoken to as tus-js-client and Supabase's docs do:
 * Tus-Resumable 1.0.0, the user's bearer token, bucketName / objectName / contentType metadata.
 */
let t: TestApp;
let tus: TusStorage;
let creator: TestClient;
let buyer: TestClient;
const EXPIRY_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  tus = createTusStorage({
    db: t.db,
    storage: t.storage,
    secret: t.deps.config.appSecret,
    directory: path.join(t.dataDir, 'resumable'),
    expiryMs: EXPIRY_MS,
    now: t.deps.now,
  });
  creator = new TestClient(t.app);
  await creator.login('creator@example.com');
  buyer = new TestClient(t.app);
  await buyer.login('buyer@example.com');
});
afterAll(() => t.close());

async function ticketFor(client: TestClient): Promise<ResumableUploadTicket> {
  const answer = await client.request<ResumableUploadTicket>(
    'POST',
    '/v1/generic/upload/resumable',
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const metadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

function send(
  method: string,
  url: string,
  token: string,
  headers: Record<string, string> = {},
  body?: BodyInit,
) {
  return tus.fetch(
    new Request(url, {
      method,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

async function create(ticket: ResumableUploadTicket, length: number, objectName?: string) {
  return send('POST', ticket.endpoint, ticket.token, {
    'upload-length': String(length),
    'x-upsert': 'false',
    'upload-metadata': metadata({
      bucketName: ticket.bucket,
      objectName: objectName ?? ticket.object_name,
      contentType: 'image/jpeg',
    }),
  });
}

const patch = (url: string, token: string, offset: number, body: BodyInit) =>
  send(
    'PATCH',
    url,
    token,
    {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  );

const bytesOf = (length: number, seed = 7) =>
  Uint8Array.from({ length }, (_, i) => (i * seed + (i >> 8)) & 0xff);

/**
 * A body that sends `sent` bytes and then breaks, as a dropped mobile connection does: the break
 * comes when the server asks for more, a moment after it has the first bytes.
 */
function cutBody(bytes: Uint8Array, sent: number): ReadableStream<Uint8Array> {
  let delivered = false;
  return new ReadableStream({
    async pull(controller) {
      if (!delivered) {
        delivered = true;
        controller.enqueue(bytes.slice(0, sent));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.error(new Error('connection lost'));
    },
  });
}

describe('the resumable upload endpoint (tus, Supabase dialect)', () => {
  it('creates an upload, takes chunks, tells the offset and puts the finished object in place', async () => {
    const ticket = await ticketFor(creator);
    expect(ticket.endpoint).toBe('http://api.test/storage/v1/upload/resumable');
    expect(ticket.object_name).toMatch(new RegExp(`^${seedUsers.creator.id}/uploads/.+\\.jpg$`));
    const bytes = bytesOf(300_000);
    const created = await create(ticket, bytes.length);
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect(url).toMatch(/^http:\/\/api\.test\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
    expect(Date.parse(created.headers.get('upload-expires')!)).toBeGreaterThan(Date.now());

    const first = await patch(url, ticket.token, 0, bytes.slice(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100000');
    const head = await send('HEAD', url, ticket.token);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100000');
    expect(head.headers.get('upload-length')).toBe('300000');
    // Not an object yet: nothing in the bucket until the last byte.
    expect(await storedFiles(t.dataDir, 'originals', seedUsers.creator.id)).toEqual([]);

    const last = await patch(url, ticket.token, 100_000, bytes.slice(100_000));
    expect(last.status).toBe(204);
    const stored = await t.storage.read('originals', ticket.object_name);
    expect(stored).toEqual(bytes);
    // The same name cannot be written twice (owners never replace an original).
    expect((await create(ticket, 10)).status).toBe(409);
    await t.storage.remove('originals', [ticket.object_name]);
  });

  it('resumes after a cut from the offset the server kept', async () => {
    const ticket = await ticketFor(creator);
    const bytes = bytesOf(500_000, 13);
    const url = (await create(ticket, bytes.length)).headers.get('location')!;
    await patch(url, ticket.token, 0, cutBody(bytes, 200_000)).catch(() => undefined);
    const head = await send('HEAD', url, ticket.token);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(200_000);
    // A chunk sent from the wrong offset is refused; from the kept one it completes the file.
    expect((await patch(url, ticket.token, 0, bytes)).status).toBe(409);
    expect((await patch(url, ticket.token, offset, bytes.slice(offset))).status).toBe(204);
    expect(await t.storage.read('originals', ticket.object_name)).toEqual(bytes);
    await t.storage.remove('originals', [ticket.object_name]);
  });

  it('lets an unfinished upload expire at its Upload-Expires', async () => {
    const ticket = await ticketFor(creator);
    const url = (await create(ticket, 50_000)).headers.get('location')!;
    await patch(url, ticket.token, 0, bytesOf(10_000));
    expect(await tus.removeExpired()).toBe(0);
    const uploadsDir = path.join(t.dataDir, 'resumable');
    expect((await readdir(uploadsDir)).length).toBeGreaterThan(0);
    // The store reads the wall clock: a minute and a second later, the upload is past its expiry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EXPIRY_MS + 1_000);
    try {
      expect(await tus.removeExpired()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await send('HEAD', url, ticket.token)).status).toBe(404);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it("refuses another user's upload URL", async () => {
    const ticket = await ticketFor(creator);
    const url = (await create(ticket, 20_000)).headers.get('location')!;
    const other = await ticketFor(buyer);
    const head = await send('HEAD', url, other.token);
    expect(head.status).toBe(403);
    const chunk = await patch(url, other.token, 0, bytesOf(20_000));
    expect(chunk.status).toBe(403);
    expect(JSON.parse(await chunk.text())).toMatchObject({
      message: 'new row violates row-level security policy',
    });
    expect((await send('HEAD', url, ticket.token)).headers.get('upload-offset')).toBe('0');
  });

  it("refuses a chunk into another creator's folder by the storage policy", async () => {
    const ticket = await ticketFor(buyer);
    const intoCreator = `${seedUsers.creator.id}/uploads/${crypto.randomUUID()}.jpg`;
    const refused = await create(ticket, 20_000, intoCreator);
    expect(refused.status).toBe(403);
    // Nor outside the upload folder of one's own (thumbs/ and previews/ are the worker's).
    const ownThumbs = `${seedUsers.buyer.id}/thumbs/${crypto.randomUUID()}.jpg`;
    expect((await create(ticket, 20_000, ownThumbs)).status).toBe(403);
    expect(await storedFiles(t.dataDir, 'originals', seedUsers.creator.id)).toEqual([]);
  });

  it('refuses a request without a valid token, and a type the bucket does not take', async () => {
    const ticket = await ticketFor(creator);
    expect((await create({ ...ticket, token: `${ticket.token}x` }, 1000)).status).toBe(403);
    const png = await send('POST', ticket.endpoint, ticket.token, {
      'upload-length': '1000',
      'upload-metadata': metadata({
        bucketName: 'originals',
        objectName: ticket.object_name,
        contentType: 'image/png',
      }),
    });
    expect(png.status).toBe(415);
    // Past the bucket's 64 MB limit.
    expect((await create(ticket, 64 * 1024 * 1024 + 1)).status).toBe(413);
  });
});
