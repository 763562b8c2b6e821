import { expect, test, type APIRequestContext } from '@playwright/test';
import { renderNoisyCameraJpeg } from '../edge-functions/src/test/test-images.ts';
import { DEMO_PASSWORD, demoAccounts } from '../e2e/support/accounts.ts';

/**
 * Decision 49 in the production topology: a camera original goes into the bucket by tus at the
 * address the ticket names (Supabase Storage's stand-in behind the site's origin), never through
 * the function; the function's completion only reads its head and tail where it landed. The
 * gateway's CPU figure for /v1/generic/upload/complete is in the run's report.
 */
const MB = 1024 * 1024;

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const { id } = (await (await request.get('/v1/generic/refresh_csrf')).json()) as { id: string };
  return { 'x-csrf-token': id };
}

async function call(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  url: string,
  data?: object,
) {
  const answer = await request.fetch(url, {
    method,
    headers: method === 'POST' ? await csrf(request) : {},
    data,
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return answer.json() as Promise<Record<string, unknown>>;
}

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

test('a 15 MB camera JPEG goes up by tus past the function and lands in the album', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const bytes = await renderNoisyCameraJpeg(5200, 3500);
  expect(bytes.length).toBeGreaterThan(14 * MB);
  const signIn = await request.post('/v1/sessions', {
    headers: await csrf(request),
    form: { user_id: demoAccounts.creator, password: DEMO_PASSWORD, auth_provider: 'EMAIL' },
  });
  expect(signIn.status()).toBe(200);

  const ticket = (await call(request, 'POST', '/v1/generic/upload/resumable')) as {
    endpoint: string;
    token: string;
    bucket: string;
    object_name: string;
    chunk_size: number;
  };
  // Without a Supabase URL the ticket names the site's origin, where the static host proxies it.
  expect(ticket.endpoint).toBe(`${baseURL}/storage/v1/upload/resumable`);
  const auth = { authorization: `Bearer ${ticket.token}`, 'tus-resumable': '1.0.0' };
  const created = await request.post(ticket.endpoint, {
    headers: {
      ...auth,
      'upload-length': String(bytes.length),
      'upload-metadata': tusMetadata({
        bucketName: ticket.bucket,
        objectName: ticket.object_name,
        contentType: 'image/jpeg',
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location']!;
  expect(location.startsWith(`${baseURL}/storage/v1/upload/resumable/`)).toBe(true);

  let chunks = 0;
  for (let offset = 0; offset < bytes.length; offset += ticket.chunk_size) {
    const chunk = bytes.subarray(offset, offset + ticket.chunk_size);
    const sent = await request.patch(location, {
      headers: {
        ...auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      data: chunk,
    });
    expect(sent.status(), await sent.text()).toBe(204);
    expect(Number(sent.headers()['upload-offset'])).toBe(offset + chunk.length);
    chunks += 1;
  }
  expect(chunks).toBe(Math.ceil(bytes.length / ticket.chunk_size));

  const completed = await call(request, 'POST', '/v1/generic/upload/complete', {
    name: ticket.object_name,
  });
  expect(completed.name).toBe(ticket.object_name);
  const album = (await call(request, 'POST', '/v1/albums', {
    name: `Topology tus ${Date.now()}`,
  })) as { id: string };
  const photo = (await call(request, 'POST', '/v1/photos', {
    album: album.id,
    filename: ticket.object_name,
    name: 'Horton Plains by tus',
    allow_free: true,
  })) as { id: string };
  const listed = (await call(request, 'GET', `/v1/albums/${album.id}`)) as {
    photos: { id: string; name: string }[];
  };
  expect(listed.photos).toContainEqual(
    expect.objectContaining({ id: photo.id, name: 'Horton Plains by tus' }),
  );
  console.log(
    `tus: ${(bytes.length / MB).toFixed(1)} MB in ${chunks} chunks of ` +
      `${ticket.chunk_size / MB} MB, completed through the gateway`,
  );
});
