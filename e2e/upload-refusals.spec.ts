import { writeFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAlbum, jpegWithExif, signUpCreator } from './support/studio.ts';

/**
 * Issue 18: the server refuses an oversized upload before it reads the body. The browser is still
 * sending then, and must read that refusal, not lose it to a reset connection.
 */
const MB = 1024 * 1024;
const OVERSIZED = 66 * MB;
const TOO_LARGE_TEXT = 'The file must be at most 64 MB';
const NETWORK_FAILURE_TEXT = 'Error while uploading image. Please try again.';

/** The upload calls' outcomes as the page saw them: a status, or the network error. */
function watchUploads(page: Page): string[] {
  const seen: string[] = [];
  const isUpload = (url: string) => url.endsWith('/v1/generic/upload');
  page.on('response', (response) => {
    if (isUpload(response.url())) seen.push(String(response.status()));
  });
  page.on('requestfailed', (request) => {
    if (isUpload(request.url())) seen.push(request.failure()?.errorText ?? 'failed');
  });
  return seen;
}

/** A real camera JPEG padded after its end marker to 66 MB: it passes every other browser check. */
async function oversizedJpeg(path: string): Promise<string> {
  const jpeg = await jpegWithExif();
  await writeFile(path, Buffer.concat([jpeg, Buffer.alloc(OVERSIZED - jpeg.length)]));
  return path;
}

/** Another browser id than the one the page's anti-forgery token was made for. */
async function replaceBrowserId(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lk_browser')!;
  const other = cookie.value.startsWith('A') ? 'B' : 'A';
  await page.context().addCookies([{ ...cookie, value: other + cookie.value.slice(1) }]);
}

test('a file over 64 MB past the browser check: the creator reads the server refusal', async ({
  page,
}, testInfo) => {
  await signUpCreator(page, 'oversize');
  const albumName = `Too large ${Date.now()}`;
  const albumId = await createAlbum(page, albumName);
  // Stands for a browser without the size check (or a tampered one): it sees at most 8 MB, while
  // the upload still sends every byte of the file.
  await page.addInitScript(() => {
    const realSize = Object.getOwnPropertyDescriptor(Blob.prototype, 'size')!.get!;
    Object.defineProperty(File.prototype, 'size', {
      get(this: File) {
        return Math.min(realSize.call(this) as number, 8 * 1024 * 1024);
      },
    });
  });
  const uploads = watchUploads(page);
  await page.goto(`/profile/album/view/${albumId}/${encodeURIComponent(albumName)}`);
  await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
  const chooser = page.getByLabel('Choose JPEG photos');

  // 413 / 1203 before the body is read: the spec's text is the server's description.
  await chooser.setInputFiles(await oversizedJpeg(testInfo.outputPath('kandy-panorama.jpg')));
  const first = page.getByRole('article', { name: 'kandy-panorama.jpg' });
  await expect(first.getByText(TOO_LARGE_TEXT)).toBeVisible({ timeout: 45_000 });
  await expect(first.getByText(NETWORK_FAILURE_TEXT)).toBeHidden();
  expect(uploads).toEqual(['413']);

  // The token the page holds no longer matches its browser id: 403 / 1005, refused before the
  // body is read. The page must read it to fetch a fresh token and send the file again.
  await replaceBrowserId(page);
  await chooser.setInputFiles(await oversizedJpeg(testInfo.outputPath('galle-fort.jpg')));
  const second = page.getByRole('article', { name: 'galle-fort.jpg' });
  await expect(second.getByText(TOO_LARGE_TEXT)).toBeVisible({ timeout: 45_000 });
  await expect(second.getByText(NETWORK_FAILURE_TEXT)).toBeHidden();
  expect(uploads).toEqual(['413', '403', '413']);
});
