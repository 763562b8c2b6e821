import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  renderDistinctUploadJpeg,
  renderJpegWithoutExif,
} from '../../edge-functions/src/test/test-images.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { csrfHeaders, signedInUser } from './session.ts';

/**
 * Studio journeys' helpers: API calls with the page's cookies, a fresh creator of one's own (so
 * no journey depends on another's state), generated camera JPEGs, and the admin's hand.
 */

/** POST/PUT/DELETE with the anti-forgery token, as the web app sends them. */
export async function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data: Record<string, unknown> = {},
) {
  const answer = await request.fetch(path, {
    method,
    headers: { ...(await csrfHeaders(request)), 'content-type': 'application/json' },
    data,
  });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json().catch(() => null) as Promise<unknown>;
}

/**
 * The admin accepts a photo once the worker has fingerprinted it (decision 51): until then the
 * accept answers 1222 and the admin tries again, as the review tab tells them to.
 */
export async function acceptWhenChecked(admin: APIRequestContext, photoId: string) {
  await expect
    .poll(
      async () =>
        (
          await admin.fetch(`/v1/admin/photos/${photoId}/accept`, {
            method: 'POST',
            headers: await csrfHeaders(admin),
          })
        ).status(),
      { timeout: 45_000 },
    )
    .toBe(200);
}

export async function signInWithApi(page: Page, email: string, password = DEMO_PASSWORD) {
  await apiCall(page.request, 'POST', '/v1/sessions', {
    auth_provider: 'EMAIL',
    user_id: email,
    password,
  });
}

/**
 * A new, activated user who became a creator, signed in in the page's context. The name is
 * unique ('Dilan Fernando<letters>') so reviewers' lists can be searched for it.
 */
export async function signUpCreator(page: Page, label: string): Promise<{ name: string }> {
  const user = await signedInUser(page, label);
  const suffix = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const name = { first_name: 'Dilan', last_name: `Fernando${suffix}` };
  await apiCall(page.request, 'PUT', '/v1/profile', name);
  await apiCall(page.request, 'POST', '/v1/become_creator', {
    username: `${label}${Date.now().toString(36)}`.toLowerCase().slice(0, 24),
  });
  // The readable `user` cookie carries the role: sign in again so the web app sees CREATOR.
  await signInWithApi(page, user.email);
  return { name: `${name.first_name} ${name.last_name}` };
}

/** Creates an album through the API (for journeys whose subject is not the album dialog). */
export async function createAlbum(page: Page, name: string): Promise<string> {
  const album = (await apiCall(page.request, 'POST', '/v1/albums', { name })) as { id: string };
  return album.id;
}

let bareJpeg: Promise<Buffer> | null = null;

/**
 * A 2000 x 1500 camera JPEG with EXIF that passes every upload rule, of a picture of its own
 * each time: the same picture from two creators would be refused as a copy (decision 51).
 */
export async function jpegWithExif(): Promise<Buffer> {
  const seed = `journey-${Date.now()}-${Math.random()}`;
  return Buffer.from(await renderDistinctUploadJpeg(seed));
}

/** The same picture without any EXIF: refused with 1205. */
export function jpegWithoutExif(): Promise<Buffer> {
  bareJpeg ??= renderJpegWithoutExif().then(Buffer.from);
  return bareJpeg;
}

/** Uploads, creates and submits a photo through the API; answers its id. */
export async function submitPhotoWithApi(
  request: APIRequestContext,
  albumId: string,
  name: string,
): Promise<string> {
  const uploaded = await request.post('/v1/generic/upload', {
    headers: await csrfHeaders(request),
    multipart: {
      file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await jpegWithExif() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { name: filename } = (await uploaded.json()) as { name: string };
  const photo = (await apiCall(request, 'POST', '/v1/photos', {
    album: albumId,
    filename,
    name,
  })) as {
    id: string;
  };
  await apiCall(request, 'POST', '/v1/photos/review', { ids: [photo.id] });
  return photo.id;
}

/** A signed-in API client of its own (another person: the admin, a buyer). */
export async function personContext(
  playwright: {
    request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> };
  },
  baseURL: string,
  email: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  await apiCall(request, 'POST', '/v1/sessions', {
    auth_provider: 'EMAIL',
    user_id: email,
    password: DEMO_PASSWORD,
  });
  return request;
}

/** Waits until the worker has published the photo (PROCESSING -> ACCEPTED). */
export async function waitUntilLive(request: APIRequestContext, photoId: string) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/v1/photos/${photoId}`)).json()) as { status: string }).status,
      { timeout: 45_000 },
    )
    .toBe('ACCEPTED');
}
