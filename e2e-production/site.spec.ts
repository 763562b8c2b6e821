import { expect, test, type APIRequestContext } from '@playwright/test';
import postgres from 'postgres';
import { localWebhookSecret } from '../edge-functions/src/adapters/payments/local.ts';
import { signStripePayload } from '../edge-functions/src/adapters/payments/stripe-signature.ts';
import { checkoutSessionEvent } from '../edge-functions/src/payments/stripe-events.ts';
import { seedFacts } from '../edge-functions/src/test/seed-ids.ts';
import { DEMO_PASSWORD, demoAccounts } from '../e2e/support/accounts.ts';

/**
 * One site as production has it: the static host serves the web app and rewrites /v1/* to the
 * edge function (Deno), which talks to PostgreSQL with Supabase's grants; the media worker is a
 * process of its own. Everything here goes through the site's origin, as a browser's would.
 */
const functionsUrl = process.env.TOPOLOGY_FUNCTION_URL!;
const databaseUrl = process.env.TOPOLOGY_DATABASE_URL!;
const appSecret = process.env.TOPOLOGY_APP_SECRET!;

/** Signs in through the site like the web app: anti-forgery token, then the login form. */
async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const csrf = ((await (await request.get('/v1/generic/refresh_csrf')).json()) as { id: string })
    .id;
  const answer = await request.post('/v1/sessions', {
    headers: { 'x-csrf-token': csrf },
    form: { user_id: email, password: DEMO_PASSWORD, auth_provider: 'EMAIL' },
  });
  expect(answer.status()).toBe(200);
  return csrf;
}

test('home, search and a photo page load through the static host', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stock photos of Sri Lanka' })).toBeVisible();
  const photos = page.locator('[data-photo-grid] img');
  await expect(photos.first()).toBeVisible();
  // Thumbnails are API URLs on the site's origin: they loaded through the rewrite.
  await expect
    .poll(() => photos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.getByLabel('Search photos').fill('sigiriya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/searchresults\?q=sigiriya$/);
  // A client-side route reloaded is still the app (the static host's fallback rule).
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();

  const search = await request.get('/v1/public/photos/search?q=sigiriya');
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { photos: { id: string; name: string }[] };
  expect(found.photos.map((p) => p.id)).toContain(seedFacts.freePhoto);
  const detail = await request.get(`/v1/public/photos/${seedFacts.freePhoto}`);
  expect(detail.status()).toBe(200);
  expect(await detail.json()).toMatchObject({ id: seedFacts.freePhoto });
});

test('pages, API answers and files carry the security headers; assets come compressed', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A page (the function's site app, behind the static host's rewrite).
  const answer = await page.goto('/');
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toMatch(/^same-origin/);
  const photos = page.locator('[data-photo-grid] img');
  await expect
    .poll(() => photos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // An API answer through the rewrite: the API's own policy, nothing in it runs.
  const api = await request.get('/v1/public/photos/search?q=sigiriya');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  // The static host's own files (web/dist/_headers on Netlify): the same page policy, and the
  // entry script compressed and cached for good.
  const shell = await request.get('/app-shell.html');
  expect(shell.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(shell.headers()['x-content-type-options']).toBe('nosniff');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  const script = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-encoding']).toMatch(/^(?:br|gzip)$/);
  expect(script.headers()['vary']).toContain('Accept-Encoding');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');

  expect(violations).toEqual([]);
});

test('an admin signs in and accepts a photo; the worker process publishes it', async ({ page }) => {
  const request = page.request; // shares the browser's cookie jar
  const csrf = await signIn(request, demoAccounts.admin);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'lk_session');
  // First-party, host-only cookie on the site (no Domain pointing at the function's host).
  expect(session).toMatchObject({
    domain: '127.0.0.1',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
  });

  // The review queue reads owners' e-mails through app_private (no grant on auth.users).
  const queue = await request.get('/v1/admin/review_queue');
  expect(queue.status()).toBe(200);
  const inReview = (await queue.json()) as { id: string; owner: { email: string } }[];
  const photo = inReview.find((p) => p.id === seedFacts.inReviewPhoto);
  expect(photo?.owner.email).toBe(demoAccounts.creator);

  const accepted = await request.post(`/v1/admin/photos/${seedFacts.inReviewPhoto}/accept`, {
    headers: { 'x-csrf-token': csrf },
  });
  expect(accepted.status()).toBe(200);
  // The worker (its own process) makes the public derivatives and publishes the photo.
  await expect
    .poll(
      async () => (await request.get(`/v1/public/photos/${seedFacts.inReviewPhoto}`)).status(),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  const published = (await (
    await request.get(`/v1/public/photos/${seedFacts.inReviewPhoto}`)
  ).json()) as { thumbnail: string };
  expect(new URL(published.thumbnail).origin).toBe(new URL(process.env.TOPOLOGY_URL!).origin);
  const thumbnail = await request.get(published.thumbnail);
  expect(thumbnail.status()).toBe(200);
  expect(thumbnail.headers()['content-type']).toMatch(/^image\//);
});

test('a buyer pays through the local provider and downloads the original', async ({
  playwright,
}) => {
  const buyer = await playwright.request.newContext({ baseURL: process.env.TOPOLOGY_URL });
  const csrf = await signIn(buyer, demoAccounts.buyer);
  const checkout = await buyer.post(`/v1/photos/${seedFacts.paidPhoto}/checkout`, {
    headers: { 'x-csrf-token': csrf },
  });
  expect(checkout.status()).toBe(200);
  const answer = (await checkout.json()) as { ipg: string; stripe: { session_id: string } };
  expect(answer.ipg).toBe('STRIPE');

  // The provider's webhook calls the function directly (not the site), signed like Stripe's.
  const sql = postgres(databaseUrl, { max: 1 });
  const [order] = await sql<{ id: string; amount_cents: string; buyer_email: string }[]>`
    select id, amount_cents, buyer_email from public.orders
     where provider_session_id = ${answer.stripe.session_id}`;
  await sql.end();
  const payload = JSON.stringify(
    checkoutSessionEvent({
      type: 'checkout.session.completed',
      sessionId: answer.stripe.session_id,
      orderId: order!.id,
      amountCents: Number(order!.amount_cents), // bigint arrives as text here
      paid: true,
      email: order!.buyer_email,
      name: 'Buyer Example',
      createdSeconds: Math.floor(Date.now() / 1000),
    }),
  );
  const secret = await localWebhookSecret(appSecret);
  const signature = await signStripePayload(payload, secret, Math.floor(Date.now() / 1000));
  const delivered = await buyer.post(`${functionsUrl}/v1/payments/stripe/webhook`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(delivered.status()).toBe(200);

  const purchases = (await (await buyer.get('/v1/purchases')).json()) as {
    photo: { id: string };
    download_url: string;
  }[];
  const bought = purchases.find((p) => p.photo.id === seedFacts.paidPhoto);
  expect(bought).toBeDefined();
  const original = await buyer.get(bought!.download_url, { maxRedirects: 5 });
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  await buyer.dispose();
});
