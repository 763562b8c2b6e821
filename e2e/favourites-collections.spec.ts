import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signedInUser } from './support/session.ts';

/** Favourites and collections from the photo detail page to the user's own lists (issue 10). */

interface Card {
  id: string;
  name: string;
  free_download: boolean;
}

/** A seeded, published free photo from the featured list. */
async function featuredPhoto(request: APIRequestContext): Promise<Card> {
  const answer = await request.get('/v1/public/featured_photos');
  const photo = ((await answer.json()) as Card[]).find((p) => p.free_download);
  if (!photo) throw new Error('no featured free photo');
  return photo;
}

test('favourite a photo, see it in My Favourites, and remove it', async ({ page }) => {
  const photo = await featuredPhoto(page.request);
  // Signed out, the heart asks for a login first (a link to the login page, decision 44).
  // Once the app has taken over (its language menu answers), the link opens the login popup;
  // before that it is the login page (e2e/without-script.spec.ts).
  await page.goto(`/photodetail/${photo.id}`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await page.getByRole('link', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signedInUser(page, 'favourites');
  await page.goto(`/photodetail/${photo.id}`);
  const heart = page.getByRole('button', { name: 'Add to favourites' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/profile/favourites');
  await expect(page.getByText(photo.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Remove ${photo.name} from favourites` }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Photo removed from favourites')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});

test('collections: create, add a photo from its page, view, remove the photo, remove the collection', async ({
  page,
}) => {
  const photo = await featuredPhoto(page.request);
  await signedInUser(page, 'collections');
  const name = `Coast ${Date.now().toString(36)}`;

  await page.goto('/profile/collections');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '+ Add New Collection' }).click();
  const create = page.getByRole('dialog', { name: 'Create Collection' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Please provide the Title for your collection')).toBeVisible();
  await create.getByLabel('Title').fill(name);
  await create.getByLabel('Tags (comma separated)').fill('beach, south');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto(`/photodetail/${photo.id}`);
  await page.getByRole('button', { name: 'Add to collection' }).click();
  const popup = page.getByRole('dialog', { name: 'Add to Collection' });
  await expectNoSeriousA11yViolations(page);
  await popup.getByRole('button', { name }).click();
  await expect(page.getByText('Photo added to the collection')).toBeVisible();
  await expect(popup).toBeHidden(); // closes by itself 1 s later

  await page.goto('/profile/collections');
  const tile = page.getByRole('link', { name: new RegExp(name) });
  await expect(tile).toContainText('1 photo');
  await tile.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('beach')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Remove ${photo.name} from the collection` }).click();
  await expect(page.getByText('Photo removed from the collection')).toBeVisible();
  await expect(page.getByText('0 photos')).toBeVisible();

  await page.getByRole('button', { name: 'Collection options' }).click();
  await page.getByRole('menuitem', { name: 'Remove Collection' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Collection Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL('/profile/collections');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeHidden();
});
