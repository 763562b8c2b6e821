import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStats, type DailyStats } from '../contract/creator.ts';
import { seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { deliverWebhook, orderBySession, paidEvent } from '../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { sendViewBeacon } from '../test/view-beacon.ts';

let t: TestApp;
let creator: TestClient;
let newcreator: TestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [creator, newcreator, buyer] = await Promise.all([
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.newCreator.email),
    signedIn(t.app, seedUsers.buyer.email),
  ]);
});
afterAll(() => t.close());

const today = (answer: DailyStats) => answer.series.at(-1)!;

async function daily(client: TestClient, query = '') {
  const answer = await client.get<DailyStats>(`/v1/creator/stats/daily${query}`);
  expect(answer.status).toBe(200);
  return dailyStats.parse(answer.body);
}

describe('GET /v1/creator/stats/daily', () => {
  it('answers every day of the last 30 (default) or 90 days, oldest first, ending today', async () => {
    const month = await daily(creator);
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    const quarter = await daily(creator, '?days=90');
    expect(quarter.series).toHaveLength(90);
    const days = quarter.series.map((point) => point.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(90);
    expect(today(quarter).day).toBe(today(month).day);
  });

  it("dates a visitor's view and a paid sale on today's point, overall and for the photo", async () => {
    const photo = seedFacts.paidPhoto;
    const before = await daily(creator, `?photo=${photo}`);
    const overallBefore = await daily(creator);

    expect((await sendViewBeacon(new TestClient(t.app), photo)).status).toBe(204);
    const checkout = await buyer.request<{ stripe: { session_id: string } }>(
      'POST',
      `/v1/photos/${photo}/checkout`,
      { form: { price_check: 'false', name: 'Amaya Silva', email: 'amaya@example.lk' } },
    );
    expect(checkout.status).toBe(200);
    const order = await orderBySession(t.db, checkout.body.stripe.session_id);
    const webhook = await deliverWebhook(t.app, JSON.stringify(paidEvent(order)), {
      appSecret: t.deps.config.appSecret,
    });
    expect(webhook.status).toBe(200);

    const after = await daily(creator, `?photo=${photo}`);
    expect(today(after).views).toBe(today(before).views + 1);
    expect(today(after).sales).toBe(today(before).sales + 1);
    // Rs. 4,500.00 less the 30% fee.
    expect(today(after).earnings).toBeCloseTo(today(before).earnings + 3150, 2);
    const overall = await daily(creator);
    expect(today(overall).sales).toBe(today(overallBefore).sales + 1);
    // Another photo's series does not move.
    const other = await daily(creator, `?photo=${seedFacts.freePhoto}`);
    expect(today(other).sales).toBe(0);
  });

  it("shows another creator nothing of it and refuses their photo's series with 404", async () => {
    const theirs = await daily(newcreator);
    expect(theirs.series.every((point) => point.sales === 0 && point.earnings === 0)).toBe(true);
    const refused = await newcreator.get<{ code: number }>(
      `/v1/creator/stats/daily?photo=${seedPhoto(2)}`,
    );
    expect(refused.status).toBe(404);
  });

  it('refuses a bad range or photo id with 400 and asks visitors to log in', async () => {
    for (const query of ['?days=7', '?days=abc', '?photo=not-a-uuid']) {
      const answer = await creator.get<{ code: number }>(`/v1/creator/stats/daily${query}`);
      expect(answer.status).toBe(400);
    }
    expect((await new TestClient(t.app).get('/v1/creator/stats/daily')).status).toBe(401);
  });
});

describe('GET /v1/creator/stats totals', () => {
  it('counts the live free photos as verification does (not those in deleted albums)', async () => {
    const answer = await creator.get<{ totals: { live_free: number } }>('/v1/creator/stats');
    const [expected] = await t.db.asService((tx) =>
      tx.query<{ n: number }>(
        `select app_private.live_free_photo_count($1, null, null)::int as n`,
        [seedUsers.creator.id],
      ),
    );
    expect(answer.body.totals.live_free).toBe(expected!.n);
    expect(answer.body.totals.live_free).toBeGreaterThan(0);
  });
});
