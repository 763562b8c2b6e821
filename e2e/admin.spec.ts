import { expect, test } from './support/test.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/axe.ts';
import { createAlbum, signInWithApi, signUpCreator, submitPhotoWithApi } from './support/studio.ts';

/**
 * The admin console (issue 11) with the seeded admin. Photos under review are the journey's own
 * (a fresh creator's), so the seeded queue is only read, never decided.
 */
test('reject with a preset reason from the keyboard; the creator reads the reason', async ({
  page,
  browser,
  baseURL,
}) => {
  const { name: creatorName } = await signUpCreator(page, 'rejected');
  const albumId = await createAlbum(page, `Rejects ${Date.now()}`);
  const first = `Blurry stilt fishermen ${Date.now()}`;
  const second = `Tilted horizon ${Date.now()}`;
  await submitPhotoWithApi(page.request, albumId, first);
  const secondId = await submitPhotoWithApi(page.request, albumId, second);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInWithApi(admin, demoAccounts.admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('tab', { name: 'Review queue', selected: true })).toBeVisible();
  await expectAccessible(admin);

  // j/k move through the queue; the selected photo shows its creator's record.
  await admin.getByRole('button', { name: new RegExp(first) }).click();
  await expect(admin.getByRole('heading', { name: first })).toBeVisible();
  await admin.keyboard.press('j');
  await expect(admin.getByRole('heading', { name: second })).toBeVisible();
  await admin.keyboard.press('k');
  await expect(admin.getByRole('heading', { name: first })).toBeVisible();
  await admin.keyboard.press('j');
  await expect(admin.getByRole('region', { name: 'Creator' })).toContainText(creatorName);
  await expect(admin.getByText('No decisions on this photo yet.')).toBeVisible();

  // r opens the reasons; a preset is chosen.
  await admin.keyboard.press('r');
  const dialog = admin.getByRole('dialog', { name: 'Reject photo' });
  const reason = 'The photo is not correctly rotated.';
  await dialog.getByText(reason).click();
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText(`Rejected “${second}”: the creator was told why`)).toBeVisible();
  await expect(admin.getByRole('button', { name: new RegExp(second) })).toBeHidden();

  // A reason is required when writing one's own.
  await admin.getByRole('button', { name: new RegExp(first) }).click();
  await admin.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('Another reason').click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The jobs tab lists failed jobs (or says there are none).
  await admin.getByRole('tab', { name: 'Jobs' }).click();
  await expect(admin.getByRole('combobox', { name: 'Job status' })).toHaveValue('DEAD');
  await expectAccessible(admin);
  await adminContext.close();

  // The creator sees the reason on the photo, which is back to UPLOADED and may be resubmitted.
  await page.goto(`/photo_detail_view/${secondId}`);
  await expect(page.getByText('The review sent this photo back')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('UPLOADED', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Photo actions' }).click();
  await page.getByRole('menuitem', { name: 'Submit for review' }).click();
  await expect(page.getByText('Photo has been submitted to review')).toBeVisible();
  await expect(page.getByText('Review in Process')).toBeVisible();
});
