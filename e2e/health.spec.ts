import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/viewport.ts';
import {
  acceptWhenChecked,
  createAlbum,
  personContext,
  signInWithApi,
  signUpCreator,
  submitPhotoWithApi,
} from './support/studio.ts';

/** The server's data directory, as playwright.config.ts gives it. */
const dataDir = path.resolve(
  process.env.E2E_DATA_DIR ?? `.data-e2e-${process.env.E2E_PORT ?? 8181}`,
);

/**
 * The admin's Health tab (issue 41) on a phone and on a desktop: a photo whose files are lost
 * fails to publish until its job is DEAD; the tab shows it with its error, and once the files
 * are back a Retry publishes it. Then the admin turns the daily digest off on their profile.
 */
test('a DEAD job shows on Health with its error, on a phone and a desktop, and is retried', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpCreator(page, 'health');
  const { id: ownerId } = (await (await page.request.get('/v1/profile')).json()) as {
    id: string;
  };
  const albumId = await createAlbum(page, `Lost files ${Date.now()}`);
  const photoId = await submitPhotoWithApi(page.request, albumId, `Kandy lake mist ${Date.now()}`);

  // Once its files are staged, the creator's whole private folder goes missing.
  const folder = path.join(dataDir, 'storage', 'originals', ownerId);
  await expect
    .poll(() => existsSync(path.join(folder, 'previews', `${photoId}.jpg`)), { timeout: 45_000 })
    .toBe(true);
  await rename(folder, `${folder}.away`);

  // Accepted: the publish job finds no file, is retried and gives up.
  const adminApi = await personContext(playwright, baseURL!, demoAccounts.admin);
  await acceptWhenChecked(adminApi, photoId);
  type Job = { id: number; kind: string; payload: { photo_id?: string }; last_error: string };
  let dead: Job | undefined;
  await expect
    .poll(
      async () => {
        const jobs = (await (await adminApi.get('/v1/admin/jobs?status=DEAD')).json()) as Job[];
        dead = jobs.find((job) => job.payload.photo_id === photoId);
        return dead?.last_error ?? null;
      },
      { timeout: 45_000 },
    )
    .toMatch(/is missing/);

  await signInWithApi(page, demoAccounts.admin);
  const card = page.getByRole('article', { name: `${dead!.kind} #${dead!.id}` });

  // On a phone: the cards stack, nothing scrolls sideways, the job shows with its error.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin?tab=health');
  await expect(page.getByRole('tab', { name: 'Health', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Worker' })).toContainText('Running');
  await expect(card).toContainText(dead!.last_error);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // On a desktop: the same figures side by side.
  await page.setViewportSize({ width: 1280, height: 900 });
  const worker = await page.getByRole('region', { name: 'Worker' }).boundingBox();
  const queue = await page.getByRole('region', { name: 'Job queue' }).boundingBox();
  expect(Math.abs(worker!.y - queue!.y)).toBeLessThan(2);
  await expect(page.getByRole('region', { name: 'Job queue' })).toContainText('dead');
  await expectAccessible(page);

  // The files are back; Retry publishes the photo and the job leaves the list.
  await rename(`${folder}.away`, folder);
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`Job #${dead!.id} queued again`)).toBeVisible();
  await expect(card).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => (await page.request.get(`/v1/public/photos/${photoId}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);

  // The daily digest: on by default, turned off on the admin's profile, and it stays off.
  await page.goto('/profile/albums');
  const digest = page.getByRole('checkbox', { name: 'Daily digest by e-mail' });
  await expect(digest).toBeChecked();
  await page.getByText('Daily digest by e-mail').click();
  await expect(digest).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await adminApi.get('/v1/admin/digest')).json()) as { daily_digest: boolean })
          .daily_digest,
    )
    .toBe(false);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Daily digest by e-mail' })).not.toBeChecked();
  await adminApi.dispose();
});
