import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/viewport.ts';
import {
  acceptWhenChecked,
  apiCall,
  createAlbum,
  jpegWithExif,
  jpegWithoutExif,
  personContext,
  signInWithApi,
  signUpCreator,
  submitPhotoWithApi,
  waitUntilLive,
} from './support/studio.ts';

/**
 * The creator studio (issue 11): each journey makes its own creator, so none depends on another
 * or on the seeded creators' photos.
 */
const MIN_FREE_TEXT =
  'You should have minimum 5 free photos in your account. Please upload another free photo and try again';

async function chooseFiles(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page
    .getByLabel('Choose JPEG photos')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an unverified creator uploads, submits, an admin publishes, and 1306 guards the minimum', async ({
    page,
    baseURL,
  }) => {
    await signUpCreator(page, 'studio');
    const title = `Galle lighthouse ${Date.now()}`;
    const albumName = `Southern coast ${Date.now()}`;

    await page.goto('/profile/albums');
    await expect(page.getByText('Your account is not verified')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Verified' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Albums (0)' })).toBeVisible();
    await expectAccessible(page);

    // The album dialog: the title is required.
    await page.getByRole('button', { name: '+ Add New Album' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please provide the Title for your album')).toBeVisible();
    await dialog.getByLabel('Title').fill(albumName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Albums (1)' })).toBeVisible();
    await page.getByRole('link', { name: albumName }).click();

    await expect(page.getByRole('heading', { name: albumName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'In Review (0)' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add Photo to Album' }).first().click();

    await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
    await expect(page.getByText(albumName)).toBeVisible();
    await expectAccessible(page);
    await chooseFiles(page, [
      { name: 'lighthouse.jpg', buffer: await jpegWithExif() },
      { name: 'screenshot.jpg', buffer: await jpegWithoutExif() },
    ]);
    const good = page.getByRole('article', { name: 'lighthouse.jpg' });
    const bare = page.getByRole('article', { name: 'screenshot.jpg' });
    await expect(
      bare.getByText(
        'Image metadata is missing. Please include all Exif tags when uploading images',
      ),
    ).toBeVisible();
    await expect(good.getByText('Upload Complete')).toBeVisible();
    await expect(good.getByText('Canon EOS R6')).toBeVisible();
    // Unverified: the photo stays free.
    await expect(good.getByRole('checkbox', { name: 'Free download' })).toBeDisabled();
    await expect(good.getByRole('checkbox', { name: 'Free download' })).toBeChecked();
    await good.getByLabel('Title').fill(title);
    await good.getByRole('textbox', { name: 'Tags' }).pressSequentially('galle,');
    await expect(good.getByRole('listitem').filter({ hasText: 'galle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit all for Review' })).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await good.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(good.getByText('Image has been submitted for review.')).toBeVisible();
    await bare.getByRole('button', { name: 'Remove' }).click();

    // The page moves to the album's review tab.
    await expect(page.getByRole('tab', { name: 'In Review (1)', selected: true })).toBeVisible();
    await expect(page.getByText('Review in Process')).toBeVisible();

    // The admin accepts it in the console (keyboard: select, then a).
    const admin = await page.context().browser()!.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await signInWithApi(adminPage, demoAccounts.admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('button', { name: new RegExp(title) }).click();
    await expect(adminPage.getByRole('heading', { name: title })).toBeVisible();
    await adminPage.keyboard.press('a');
    await expect(adminPage.getByText(`Accepted “${title}”`)).toBeVisible();
    await admin.close();

    // Published once the worker made the public derivatives.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Live (1)' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await page.getByRole('tab', { name: 'Live (1)' }).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A visitor finds it by search.
    const photoId = page.url().split('/').at(-1)!;
    const visitor = await page.context().browser()!.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/searchresults?q=${encodeURIComponent(title)}`);
    await expect(visitorPage.locator(`a[href="/photodetail/${photoId}"]`)).toBeVisible();
    await visitor.close();

    // One live free photo is below the minimum of 5: taking it down is refused (1306).
    await page.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'Remove from website' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Remove from website' })
      .click();
    await expect(page.getByText(MIN_FREE_TEXT)).toBeVisible();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeHidden();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
  });
});

test('verification: request, approval, a paid photo, and its sale on the dashboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { name: creatorName } = await signUpCreator(page, 'verify');
  const albumId = await createAlbum(page, `Hill country ${Date.now()}`);
  const admin = await personContext(playwright, baseURL!, demoAccounts.admin);

  // Five live free photos make the creator eligible (docs/business-rules.md).
  const ids: string[] = [];
  for (let n = 1; n <= 5; n++)
    ids.push(await submitPhotoWithApi(page.request, albumId, `Tea estate ${n}`));
  for (const id of ids) await acceptWhenChecked(admin, id);
  for (const id of ids) await waitUntilLive(page.request, id);

  await page.goto('/profile/albums');
  await page.getByRole('button', { name: 'Get Verified' }).click();
  await expect(page.getByText('Request sent to verify your account')).toBeVisible();
  await expect(page.getByText('Your verification request is pending')).toBeVisible();

  // The admin approves in the console.
  const adminContext = await page.context().browser()!.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInWithApi(adminPage, demoAccounts.admin);
  await adminPage.goto('/admin?tab=verification');
  await adminPage.getByRole('button', { name: new RegExp(creatorName) }).click();
  await expect(adminPage.getByRole('heading', { name: 'Live photos (5)' })).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.getByRole('button', { name: 'Approve' }).click();
  await expect(
    adminPage.getByText('Creator verified: they can now sell paid photos'),
  ).toBeVisible();
  await adminContext.close();

  // Verified: the banner is gone and a photo may be paid.
  await page.reload();
  await expect(page.getByText('Your verification request is pending')).toBeHidden();
  await page.goto(`/profile/album/view/${albumId}/Hill%20country`);
  await chooseFiles(page, [{ name: 'paid.jpg', buffer: await jpegWithExif() }]);
  const card = page.getByRole('article', { name: 'paid.jpg' });
  await expect(card.getByText('Upload Complete')).toBeVisible();
  const free = card.getByRole('checkbox', { name: 'Free download' });
  await expect(free).toBeEnabled();
  await card.getByText('Free download').click();
  await expect(free).not.toBeChecked();
  await card.getByLabel('Title').fill('Tea pluckers at dawn');
  await page.getByRole('button', { name: 'Submit all for Review' }).click();
  await expect(page.getByRole('tab', { name: 'In Review (1)', selected: true })).toBeVisible();

  const paidId = (
    (await (await page.request.get(`/v1/albums/${albumId}`)).json()) as {
      photos: { id: string; name: string; free_download: boolean }[];
    }
  ).photos.find((photo) => photo.name === 'Tea pluckers at dawn')!;
  expect(paidId.free_download).toBe(false);
  await acceptWhenChecked(admin, paidId.id);
  await waitUntilLive(page.request, paidId.id);
  await admin.dispose();

  // A visitor buys it with the local payment provider.
  const buyer = await page.context().browser()!.newContext({ baseURL });
  const buyerPage = await buyer.newPage();
  const checkout = (await apiCall(
    buyerPage.request,
    'POST',
    `/v1/public/photos/${paidId.id}/checkout`,
    {
      name: 'Amaya Silva',
      email: 'amaya.studio@example.com',
      confirm_email: 'amaya.studio@example.com',
    },
  )) as { stripe: { url: string } };
  await buyerPage.goto(checkout.stripe.url);
  await buyerPage.getByRole('button', { name: 'Pay' }).click();
  await buyer.close();

  // The dashboard shows the sale today.
  await expect(async () => {
    await page.goto('/profile/stats');
    await expect(page.getByRole('figure').filter({ hasText: 'Sales' })).toContainText('Total 1', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Live photos').locator('..')).toContainText('6');
  await expectAccessible(page);
});

test('uploads go on while the creator looks elsewhere in the app, and are there on return', async ({
  page,
}) => {
  await signUpCreator(page, 'leave');
  const albumName = `Leaving early ${Date.now()}`;
  const albumId = await createAlbum(page, albumName);
  // Hold the upload's chunk on the wire, so it is still running when the creator moves on.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/storage/v1/upload/resumable/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });

  const uploadPage = `/profile/album/view/${albumId}/${encodeURIComponent(albumName)}`;
  await page.goto(uploadPage);
  await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
  await chooseFiles(page, [{ name: 'sigiriya.jpg', buffer: await jpegWithExif() }]);
  const card = page.getByRole('article', { name: 'sigiriya.jpg' });
  await expect(card.getByText('Uploading')).toBeVisible();

  // Inside the app nothing asks: the upload is not lost by going to another page.
  await page.getByRole('link', { name: 'LankaLens home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stock photos of Sri Lanka' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  release();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
  await expect(card.getByText('Upload Complete')).toBeVisible();
  await expectAccessible(page);
});
