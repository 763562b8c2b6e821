import { writeFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { renderTestPng, renderTwentyMegabyteJpeg } from '../edge-functions/src/test/test-images.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createAlbum, jpegWithExif, signUpCreator } from './support/studio.ts';
import { expect, test } from './support/test.ts';

/**
 * Decision 49: originals go straight into the bucket with tus, in 6 MB chunks, and survive a
 * dropped connection and a reload; the API checks them where they landed.
 */
const MB = 1024 * 1024;
const CHUNK = 6 * MB;
const CHUNKS = '**/storage/v1/upload/resumable/*';

let cameraFile: Promise<Buffer> | null = null;

/** The 20 MB camera JPEG, made once per run at test time (never committed). */
function twentyMegabyteJpeg(): Promise<Buffer> {
  cameraFile ??= renderTwentyMegabyteJpeg();
  return cameraFile;
}

/** The Upload-Offset of every chunk (PATCH) the page sends, in order. */
function watchChunkOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/upload/resumable/')) return;
    offsets.push(Number(request.headers()['upload-offset']));
  });
  return offsets;
}

const offsetOf = async (route: Route) => Number(await route.request().headerValue('upload-offset'));

async function openUploadPage(page: Page, label: string) {
  await signUpCreator(page, label);
  const albumName = `Resumable ${label} ${Date.now()}`;
  const albumId = await createAlbum(page, albumName);
  const address = `/profile/album/view/${albumId}/${encodeURIComponent(albumName)}`;
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
  return address;
}

test('a 20 MB upload cut at about half resumes from its offset and lands in the album', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const bytes = await twentyMegabyteJpeg();
  expect(bytes.length).toBeGreaterThan(16 * MB);
  await openUploadPage(page, 'cut');
  const offsets = watchChunkOffsets(page);
  // The connection drops during the chunk that carries the upload past half.
  let cut = false;
  await page.route(CHUNKS, async (route) => {
    if (!cut && route.request().method() === 'PATCH' && (await offsetOf(route)) === CHUNK) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page
    .getByLabel('Choose JPEG photos')
    .setInputFiles({ name: 'knuckles-range.jpg', mimeType: 'image/jpeg', buffer: bytes });
  const card = page.getByRole('article', { name: 'knuckles-range.jpg' });
  await expect(card.getByText('Upload Complete')).toBeVisible({ timeout: 180_000 });
  expect(cut).toBe(true);
  // Sent again from 6 MB, not from the start: the only bytes sent twice are the cut chunk's.
  expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
  expect(offsets.filter((offset) => offset === CHUNK)).toHaveLength(2);
  expect(Math.max(...offsets)).toBe(Math.floor((bytes.length - 1) / CHUNK) * CHUNK);

  await card.getByLabel('Title').fill('Knuckles range at dawn');
  await card.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(card.getByText('Image has been submitted for review.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'In Review (1)', selected: true })).toBeVisible();
  await expect(page.getByText('Knuckles range at dawn')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a reload mid-upload asks first, and the same file chosen again resumes from its offset', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // A file on disk keeps its modification time, which the upload's fingerprint includes.
  const file = testInfo.outputPath('adams-peak.jpg');
  await writeFile(file, await twentyMegabyteJpeg());
  const address = await openUploadPage(page, 'reload');
  const offsets = watchChunkOffsets(page);
  // The third chunk never gets through before the reload (a connection that keeps failing).
  let stalled = true;
  await page.route(CHUNKS, async (route) => {
    if (stalled && route.request().method() === 'PATCH' && (await offsetOf(route)) >= 2 * CHUNK) {
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.getByLabel('Choose JPEG photos').setInputFiles(file);
  const card = page.getByRole('article', { name: 'adams-peak.jpg' });
  await expect(card.getByText('Uploading')).toBeVisible();
  await expect.poll(() => offsets.includes(2 * CHUNK), { timeout: 120_000 }).toBe(true);
  await expect(card.getByText('Upload Complete')).toBeHidden();

  // Leaving the site while it runs asks first (the page needs a touch for that, as a person's).
  await card.getByLabel('Title').click();
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  stalled = false;
  offsets.length = 0;

  await page.goto(address);
  await page.getByLabel('Choose JPEG photos').setInputFiles(file);
  await expect(card.getByText('Upload Complete')).toBeVisible({ timeout: 120_000 });
  // Nothing before the offset the server kept was sent again.
  expect(offsets[0]).toBe(2 * CHUNK);
});

test('a file the rules refuse still reads the spec message, checked in the browser or where it landed', async ({
  page,
}, testInfo) => {
  await openUploadPage(page, 'refused');
  const png = Buffer.from(await renderTestPng());
  const oversized = testInfo.outputPath('panorama.jpg');
  const camera = await jpegWithExif();
  await writeFile(oversized, Buffer.concat([camera, Buffer.alloc(66 * MB - camera.length)]));
  // Cut off after its header: only the check of the stored object's end can see it.
  const cutShort = Buffer.concat([camera.subarray(0, Math.floor(camera.length * 0.6))]);
  const padded = Buffer.concat([cutShort, Buffer.alloc(1_200_000 - cutShort.length)]);

  const chooser = page.getByLabel('Choose JPEG photos');
  await chooser.setInputFiles([
    { name: 'drawing.jpg', mimeType: 'image/jpeg', buffer: png },
    { name: 'cut-short.jpg', mimeType: 'image/jpeg', buffer: padded },
  ]);
  await chooser.setInputFiles(oversized);
  await expect(
    page.getByRole('article', { name: 'drawing.jpg' }).getByText('Only JPEG images are accepted'),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'panorama.jpg' }).getByText('The file must be at most 64 MB'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'cut-short.jpg' })
      .getByText('The image file is damaged or incomplete'),
  ).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
});
