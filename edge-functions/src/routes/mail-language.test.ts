import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipSeededJobs } from '../test/creator-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { latestMail, linkIn } from '../test/mail-reader.ts';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import {
  deliverPayHereNotice,
  deliverWebhook,
  orderBySession,
  paidEvent,
  payHereBuyer,
  payHereNotice,
} from '../test/payment-helpers.ts';
import { localPayHereSecret } from '../adapters/payments/local-payhere.ts';
import type { CheckoutAnswer } from '../contract/checkout.ts';
import type { Profile } from '../contract/account.ts';
import { asGoTrue } from '../db/database.ts';

/**
 * Issue 20: every mail goes out in its recipient's language. A new account takes the visitor's
 * language (body, else the `lang` cookie, else Accept-Language); a checkout records the language
 * the visitor used; registered users get their profile's language.
 */
let t: TestApp;
let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.20.${ipCounter >> 8}.${ipCounter++ & 255}` });

beforeAll(async () => {
  t = await createTestApp();
  // As if the worker had run: no seeded photo waits for its fingerprint (decision 51).
  await skipSeededJobs(t.db);
});
afterAll(() => t.close());

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

async function userIds(email: string): Promise<string[]> {
  const rows = await t.db.asService((tx) =>
    asGoTrue(tx).query<{ id: string }>('select id from auth.users where email = $1', [email]),
  );
  return rows.map((row) => row.id);
}

async function profileLanguage(email: string): Promise<string | undefined> {
  const [id] = await userIds(email);
  const [row] = await t.db.asService((tx) =>
    tx.query<{ language: string }>('select language from public.profiles where id = $1', [id]),
  );
  return row?.language;
}

function register(
  client: TestClient,
  email: string,
  extra: { form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return client.request<{ code?: number; description?: string }>('POST', '/v1/register', {
    form: {
      first_name: 'Amaya',
      last_name: 'Silva',
      email,
      password: 'correct-horse',
      auth_provider: 'EMAIL',
      ...extra.form,
    },
    headers: { ...freshIp(), ...extra.headers },
  });
}

describe('a new account takes the visitor language', () => {
  it('sends the activation mail in Sinhala to a visitor who chose Sinhala, and the link works', async () => {
    const client = new TestClient(t.app);
    const answer = await register(client, 'sinhala.signup@example.lk', {
      form: { language: 'si' },
    });
    expect(answer.status).toBe(201);
    expect(await profileLanguage('sinhala.signup@example.lk')).toBe('si');
    const mail = await latestMail(client, 'sinhala.signup@example.lk');
    expect(mail?.subject).toBe('ඔබේ LankaLens ගිණුම සක්‍රිය කරන්න');
    expect(mail?.text).toMatch(/^ආයුබෝවන් Amaya,\n/);
    expect(mail?.html).toContain('<html lang="si">');
    const activation = await client.get(linkIn(mail, '/v1/activate'));
    expect(activation.status).toBe(302);
    expect(activation.headers.get('location')).toMatch(/\/activated\?success=true$/);
  });

  it('reads the lang cookie, then Accept-Language; the body wins over both', async () => {
    const byCookie = new TestClient(t.app);
    byCookie.cookies.set('lang', 'ta');
    expect((await register(byCookie, 'cookie.ta@example.lk')).status).toBe(201);
    expect(await profileLanguage('cookie.ta@example.lk')).toBe('ta');
    expect((await latestMail(byCookie, 'cookie.ta@example.lk'))?.subject).toBe(
      'உங்கள் LankaLens கணக்கைச் செயல்படுத்துங்கள்',
    );

    const byHeader = new TestClient(t.app);
    const headers = { 'accept-language': 'fr-FR, si-LK;q=0.8, en;q=0.5' };
    expect((await register(byHeader, 'header.si@example.lk', { headers })).status).toBe(201);
    expect(await profileLanguage('header.si@example.lk')).toBe('si');

    const both = new TestClient(t.app);
    both.cookies.set('lang', 'ta');
    const chosen = await register(both, 'body.en@example.lk', {
      form: { language: 'en' },
      headers: { 'accept-language': 'si' },
    });
    expect(chosen.status).toBe(201);
    expect(await profileLanguage('body.en@example.lk')).toBe('en');
  });

  it('writes English, as before, when the visitor gives no language', async () => {
    const client = new TestClient(t.app);
    expect((await register(client, 'plain.en@example.lk')).status).toBe(201);
    expect(await profileLanguage('plain.en@example.lk')).toBe('en');
    const mail = await latestMail(client, 'plain.en@example.lk');
    expect(mail?.subject).toBe('Activate your LankaLens account');
    expect(mail?.text).toMatch(
      /^Hello Amaya,\n\nWelcome to LankaLens, the home of Sri Lankan stock photos\./,
    );
    expect(mail?.html).toContain('<html><body');
  });

  it('refuses an unknown language with 400 / 1000 and creates no account', async () => {
    const client = new TestClient(t.app);
    const answer = await register(client, 'klingon@example.lk', { form: { language: 'tlh' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 1000, description: 'Language must be en, si or ta' });
    expect(await userIds('klingon@example.lk')).toEqual([]);
    expect(await latestMail(client, 'klingon@example.lk')).toBeUndefined();
  });
});

describe('the profile language', () => {
  it('is in the profile, changes by update_language and PUT /profile, and refuses others', async () => {
    const buyer = await signedIn(t.app, seedUsers.buyer.email);
    const before = await buyer.get<Profile>('/v1/profile');
    expect(before.body.language).toBe('en');

    const si = await buyer.request<Profile>('POST', '/v1/profile/update_language', {
      form: { language: 'si' },
    });
    expect(si.status).toBe(200);
    expect(si.body.language).toBe('si');

    const ta = await buyer.request<Profile>('PUT', '/v1/profile', {
      form: { first_name: 'Kasun', last_name: 'Jayasuriya', language: 'ta' },
    });
    expect(ta.body).toMatchObject({ first_name: 'Kasun', last_name: 'Jayasuriya', language: 'ta' });

    // Names only: the language stays as it was.
    const namesOnly = await buyer.request<Profile>('PUT', '/v1/profile', {
      form: { first_name: 'Kasun', last_name: 'Perera' },
    });
    expect(namesOnly.body).toMatchObject({ last_name: 'Perera', language: 'ta' });

    for (const [method, path, form] of [
      ['POST', '/v1/profile/update_language', { language: 'fr' }],
      ['POST', '/v1/profile/update_language', {}],
      ['PUT', '/v1/profile', { first_name: 'Changed', last_name: 'Name', language: 'SI' }],
    ] as const) {
      const refused = await buyer.request(method, path, { form });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 1000, description: 'Language must be en, si or ta' });
    }
    const after = await buyer.get<Profile>('/v1/profile');
    expect(after.body).toMatchObject({ first_name: 'Kasun', last_name: 'Perera', language: 'ta' });
  });

  it('writes the password-reset mail in the language the user chose', async () => {
    const creator = await signedIn(t.app, seedUsers.newCreator.email);
    await creator.request('POST', '/v1/profile/update_language', { form: { language: 'si' } });
    const visitor = new TestClient(t.app);
    // The browser's own language does not matter: the account's does.
    const asked = await visitor.request('POST', '/v1/request_password_reset', {
      form: { email: seedUsers.newCreator.email },
      headers: { 'accept-language': 'ta' },
    });
    expect(asked.status).toBe(200);
    const mail = await latestMail(visitor, seedUsers.newCreator.email);
    expect(mail?.subject).toBe('ඔබේ LankaLens මුරපදය යළි සකසන්න');
    expect(mail?.text).toContain('නව මුරපදයක් සාදන්න: ');
    expect(linkIn(mail, '/update_password')).toMatch(/^\/update_password\?t=/);
  });
});

describe('download mails follow the language of the checkout', () => {
  const freeCheckout = (client: TestClient, email: string, headers: Record<string, string> = {}) =>
    client.request<CheckoutAnswer>('POST', `/v1/public/photos/${seedFacts.freePhoto}/checkout`, {
      form: { name: 'Meena Raj', email, confirm_email: email, price_check: 'false' },
      headers,
    });

  async function orderLanguage(id: string) {
    const [row] = await t.db.asService((tx) =>
      tx.query<{ language: string }>('select language from public.orders where id = $1', [id]),
    );
    return row?.language;
  }

  it('a Tamil visitor gets the free download in Tamil; the order keeps the language', async () => {
    const visitor = new TestClient(t.app);
    const answer = await freeCheckout(visitor, 'meena@example.lk', {
      'accept-language': 'ta-LK,ta;q=0.9,en;q=0.5',
    });
    expect(answer.status).toBe(200);
    expect(await orderLanguage((answer.body as { id: string }).id)).toBe('ta');
    const mail = await latestMail(visitor, 'meena@example.lk');
    expect(mail?.subject).toBe('உங்கள் இலவசப் பதிவிறக்கம்: Sigiriya rock fortress at sunrise');
    expect(mail?.text).toMatch(/^வணக்கம் Meena Raj,\n/);
    expect(mail?.text).toMatch(/\d{1,2} [\u0B80-\u0BFF]+, 20\d\d வரை 5 முறை/);
    expect(mail?.text).toContain('/v1/public/photos/download?ref=');
  });

  it('the lang cookie wins over Accept-Language, and no hint means English', async () => {
    const sinhala = new TestClient(t.app);
    sinhala.cookies.set('lang', 'si');
    await freeCheckout(sinhala, 'cookie.si@example.lk', { 'accept-language': 'ta' });
    expect((await latestMail(sinhala, 'cookie.si@example.lk'))?.subject).toBe(
      'ඔබේ නොමිලේ බාගත කිරීම: Sigiriya rock fortress at sunrise',
    );

    const english = new TestClient(t.app);
    await freeCheckout(english, 'plain.download@example.lk');
    const mail = await latestMail(english, 'plain.download@example.lk');
    expect(mail?.subject).toBe('Your free download: Sigiriya rock fortress at sunrise');
    expect(mail?.text).toMatch(/The link works 5 times until \d{4}-\d{2}-\d{2}\./);
  });

  it('a signed-in buyer gets the Stripe receipt in their profile language, whatever the browser says', async () => {
    const buyer = await signedIn(t.app, seedUsers.buyer.email);
    await buyer.request('POST', '/v1/profile/update_language', { form: { language: 'si' } });
    const answer = await buyer.request<{ stripe: { session_id: string } }>(
      'POST',
      `/v1/photos/${seedFacts.paidPhoto}/checkout`,
      { form: { price_check: 'false' }, headers: { 'accept-language': 'ta' } },
    );
    expect(answer.status).toBe(200);
    const order = await orderBySession(t.db, answer.body.stripe.session_id);
    const delivered = await deliverWebhook(t.app, JSON.stringify(paidEvent(order)), {
      appSecret: t.deps.config.appSecret,
    });
    expect(delivered.status).toBe(200);
    const mail = await latestMail(buyer, seedUsers.buyer.email);
    expect(mail?.subject).toBe("ඔබේ රිසිට්පත සහ බාගත කිරීම: Lion's paws at the Sigiriya gateway");
    // Intl puts a no-break space between the symbol and the amount.
    expect(mail?.text).toMatch(/\(රු\.\u00a04,500\.00\)/);
    await buyer.request('POST', '/v1/profile/update_language', { form: { language: 'en' } });
  });

  it('a Tamil visitor paying with PayHere gets the receipt in Tamil', async () => {
    const visitor = new TestClient(t.app);
    const answer = await visitor.request<CheckoutAnswer>(
      'POST',
      `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
      {
        form: { price_check: 'false', provider: 'PAYHERE', ...payHereBuyer },
        headers: { 'accept-language': 'ta' },
      },
    );
    if (answer.body.ipg !== 'PAYHERE') throw new Error('expected a PayHere checkout');
    const order = await orderBySession(t.db, answer.body.payhere.session_id);
    const secret = await localPayHereSecret(t.deps.config.appSecret);
    const notified = await deliverPayHereNotice(t.app, payHereNotice(order, { secret }));
    expect(notified.status).toBe(200);
    const mail = await latestMail(visitor, payHereBuyer.email);
    expect(mail?.subject).toBe("உங்கள் ரசீதும் பதிவிறக்கமும்: Lion's paws at the Sigiriya gateway");
    expect(mail?.text).toMatch(/\(Rs\.\u00a04,500\.00\)/);
    expect(mail?.text).toMatch(TAMIL);
  });
});

describe('creator mails follow the profile language', () => {
  it('the review outcome reaches a Tamil creator in Tamil', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    await creator.request('POST', '/v1/profile/update_language', { form: { language: 'ta' } });
    const admin = await signedIn(t.app, seedUsers.admin.email);
    const accepted = await admin.request(
      'POST',
      `/v1/admin/photos/${seedFacts.inReviewPhoto}/accept`,
    );
    expect(accepted.status).toBe(200);
    const mail = await latestMail(admin, seedUsers.creator.email);
    expect(mail?.subject).toBe('உங்கள் புகைப்படம் ஏற்றுக்கொள்ளப்பட்டது');
    expect(mail?.text).toMatch(TAMIL);
    expect(mail?.text).not.toMatch(SINHALA);
  });
});
