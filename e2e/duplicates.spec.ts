import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { csrfHeaders } from './support/session.ts';
import {
  acceptWhenChecked,
  apiCall,
  createAlbum,
  personContext,
  signInWithApi,
  signUpCreator,
  submitPhotoWithApi,
  waitUntilLive,
} from './support/studio.ts';
import { uploadableCopyOf } from '../edge-functions/src/test/test-images.ts';

/**
 * One photo, one owner (issue 40, decision 51): a creator saves another creator's public
 * preview, scales it up, uploads and submits it as their own; the photo page refuses it in
 * their language, and the admin's review tab shows it beside the original.
 */
const sinhala: Record<string, string> = Object.assign(
  {},
  ...readdirSync(new URL('../web/src/i18n/catalogues/si/', import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(
          readFileSync(new URL(`../web/src/i18n/catalogues/si/${file}`, import.meta.url), 'utf8'),
        ) as object,
    ),
) as Record<string, string>;

async function uploadPhoto(request: APIRequestContext, album: string, name: string, bytes: Buffer) {
  const uploaded = await request.post('/v1/generic/upload', {
    headers: await csrfHeaders(request),
    multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { name: filename } = (await uploaded.json()) as { name: string };
  const photo = (await apiCall(request, 'POST', '/v1/photos', { album, filename, name })) as {
    id: string;
  };
  return photo.id;
}

test('a saved public preview of another creator’s photo is refused in Sinhala; the admin sees the pair', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  // Nuwan's photo, published.
  const ownerPage = await browser.newPage({ baseURL });
  const owner = await signUpCreator(ownerPage, 'original');
  const ownersAlbum = await createAlbum(ownerPage, `Cultural Triangle ${Date.now()}`);
  const title = `Dambulla cave ${Date.now()}`;
  const original = await submitPhotoWithApi(ownerPage.request, ownersAlbum, title);
  const admin = await personContext(playwright, baseURL!, demoAccounts.admin);
  await acceptWhenChecked(admin, original);
  await waitUntilLive(ownerPage.request, original);

  // Another creator saves its public preview (watermarked or not), scales it up, adds EXIF.
  await signUpCreator(page, 'copier');
  const preview = await page.request.get(`/v1/public/photos/${original}/image?fullsize=true`);
  expect(preview.status()).toBe(200);
  const copy = Buffer.from(await uploadableCopyOf(new Uint8Array(await preview.body()), 2400));
  const album = await createAlbum(page, `My trip ${Date.now()}`);
  const copied = await uploadPhoto(page.request, album, 'My cave temple', copy);
  // The worker fingerprints it in the background; then the photo page knows.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/v1/photos/${copied}/duplicate_check`)).json()) as {
            state: string;
          }
        ).state,
      { timeout: 45_000 },
    )
    .toBe('COPY_OF_OTHER');

  // In Sinhala: the submit is refused with the new code's text, and the page says why.
  await page.context().addCookies([{ name: 'lang', value: 'si', url: baseURL }]);
  await page.goto(`/photo_detail_view/${copied}`);
  const notice = page.getByTestId('duplicate-notice');
  await expect(notice).toContainText(sinhala['creator.photo.duplicate.otherTitle']!);
  await expect(notice).toContainText(sinhala['creator.photo.duplicate.otherDetail']!);
  await page.getByRole('button', { name: sinhala['creator.photo.actions'] }).click();
  await page.getByRole('menuitem', { name: sinhala['creator.photo.menu.submit'] }).click();
  await expect(page.getByText(sinhala['apiErrors.1220']!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const answer = (await (await page.request.get(`/v1/photos/${copied}`)).json()) as {
    status: string;
  };
  expect(answer.status).toBe('UPLOADED');

  // The admin's review tab shows the pair side by side.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInWithApi(adminPage, demoAccounts.admin);
  await adminPage.goto('/admin');
  const pair = adminPage
    .getByTestId('suspected-pair')
    .filter({ hasText: 'My cave temple' })
    .filter({ hasText: title });
  await expect(pair).toBeVisible();
  await expect(pair).toContainText(owner.name);
  await expect(pair.getByRole('button', { name: 'Confirm duplicate' })).toBeVisible();
  await expect(pair.getByRole('button', { name: 'Not a copy' })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await Promise.all([ownerPage.close(), adminContext.close(), admin.dispose()]);
});
