import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPayoutItem,
  PayoutOverview,
  PayoutRequestItem,
  PayoutStatement,
} from '../contract/payouts.ts';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';

let t: TestApp;
let admin: TestClient;
let creator: TestClient;
let newcreator: TestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, creator, newcreator, buyer] = await Promise.all([
    signedIn(t.app, seedUsers.admin.email),
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.newCreator.email),
    signedIn(t.app, seedUsers.buyer.email),
  ]);
});
afterAll(() => t.close());

const query = <T>(sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query<T>(sql, params));

/** A paid sale of the seeded paid photo earning the creator `netCents`, `daysAgo` days ago. */
async function earning(netCents: number, daysAgo: number): Promise<string> {
  const [row] = await query<{ id: string }>(
    `with o as (
       insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
       values ($1, 'Amaya Silva', 'amaya@example.lk', $2, 'STRIPE', 'PAID', now() - make_interval(days => $3))
       returning id)
     insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents, created_at)
     select $4, o.id, $1, $2, 0, $2, now() - make_interval(days => $3) from o
     returning id`,
    [seedFacts.paidPhoto, netCents, daysAgo, seedUsers.creator.id],
  );
  return row!.id;
}

const account = {
  bank_name: 'Commercial Bank of Ceylon',
  branch: 'Kandy',
  account_holder: 'Nuwan Perera',
  account_number: '8001 2345 6789',
};

const overview = async (client: TestClient) => {
  const answer = await client.get<PayoutOverview>('/v1/payouts');
  expect(answer.status).toBe(200);
  return answer.body;
};

const mailsTo = (address: string, template: string) =>
  query<{ subject: string; text_body: string }>(
    `select subject, text_body from public.mail_outbox where to_address = $1 and template = $2`,
    [address, template],
  );

describe('a creator is paid out', () => {
  let requestId: string;

  it('shows earnings within the hold as pending and older ones as available', async () => {
    await earning(400000, 20);
    await earning(300000, 16);
    await earning(100000, 3);
    const mine = await overview(creator);
    expect(mine.balance).toEqual({ pending: 1000, available: 7000, reserved: 0, paid: 0, owed: 0 });
    expect(mine).toMatchObject({ minimum: 5000, hold_days: 14, account: null, requests: [] });
    // Another creator's balance is their own.
    expect((await overview(newcreator)).balance.available).toBe(0);
  });

  it('refuses a request before there is a bank account, and a bad account', async () => {
    const early = await creator.request('POST', '/v1/payouts', { form: {} });
    expect(early.body).toMatchObject({ code: 1504 });
    const bad = await creator.request('PUT', '/v1/payouts/account', {
      form: { ...account, account_number: '12-AB' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 1000,
      description: 'An account number has 6 to 20 digits',
    });
    const notCreator = await buyer.request('PUT', '/v1/payouts/account', { form: account });
    expect(notCreator.body).toMatchObject({ code: 1111 });
  });

  it('keeps the bank account and answers only its last four digits', async () => {
    const saved = await creator.request('PUT', '/v1/payouts/account', { form: account });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      bank_name: 'Commercial Bank of Ceylon',
      account_last4: '6789',
    });
    expect(JSON.stringify(saved.body)).not.toContain('800123456789');
    expect((await overview(creator)).account).toMatchObject({ account_last4: '6789' });
  });

  it('says what an amount must be when it has letters, rather than "Invalid input"', async () => {
    const letters = await creator.request('POST', '/v1/payouts', { form: { amount: 'abc' } });
    expect(letters.status).toBe(400);
    expect(letters.body).toMatchObject({
      code: 1000,
      description: 'Please enter the amount in digits, such as 5000 or 5000.50',
    });
    expect((await query(`select 1 from public.payout_requests`)).length).toBe(0);
  });

  it('refuses amounts above the available balance or below the minimum', async () => {
    const over = await creator.request('POST', '/v1/payouts', { form: { amount: '7000.01' } });
    expect(over.body).toMatchObject({ code: 1502 });
    const under = await creator.request('POST', '/v1/payouts', { form: { amount: '4999.99' } });
    expect(under.body).toMatchObject({ code: 1501 });
    expect((await query(`select 1 from public.payout_requests`)).length).toBe(0);
  });

  it('takes a request, reserves the amount, mails the creator and refuses a second one', async () => {
    const asked = await creator.request<PayoutRequestItem>('POST', '/v1/payouts', {
      form: { amount: '6000' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ amount: 6000, status: 'REQUESTED', account_last4: '6789' });
    requestId = asked.body.id;
    const mine = await overview(creator);
    expect(mine.balance).toMatchObject({ available: 1000, reserved: 6000 });
    expect(mine.requests.map((r) => r.status)).toEqual(['REQUESTED']);
    const [mail] = await mailsTo(seedUsers.creator.email, 'payout_requested');
    expect(mail!.text_body).toContain('Rs. 6,000.00');
    expect(mail!.text_body).toContain('ending 6789');
    const again = await creator.request('POST', '/v1/payouts', { form: {} });
    expect(again.body).toMatchObject({ code: 1503 });
  });

  it('lets only admins see the queue, with the account masked', async () => {
    expect((await creator.get('/v1/admin/payouts')).status).toBe(403);
    const queue = await admin.get<AdminPayoutItem[]>('/v1/admin/payouts');
    expect(queue.body.map((item) => item.id)).toEqual([requestId]);
    expect(queue.body[0]).toMatchObject({
      amount: 6000,
      account_holder: 'Nuwan Perera',
      account_last4: '6789',
      creator: { email: seedUsers.creator.email },
    });
    expect(JSON.stringify(queue.body)).not.toContain('800123456789');
  });

  it('marks paid only after approval; exports the approved request for the bank', async () => {
    const early = await admin.request('POST', `/v1/admin/payouts/${requestId}/mark_paid`, {
      form: { bank_reference: 'CBC-778812' },
    });
    expect(early.body).toMatchObject({ code: 1505 });
    const approved = await admin.request('POST', `/v1/admin/payouts/${requestId}/approve`);
    expect(approved.body).toEqual({ id: requestId, status: 'APPROVED' });

    const csv = await admin.get<string>('/v1/admin/payouts/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'beneficiary_name,account_number,bank_name,branch_name,amount,currency,reference',
      `Nuwan Perera,800123456789,Commercial Bank of Ceylon,Kandy,6000.00,LKR,LL${requestId.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      '',
    ]);
    expect((await creator.get('/v1/admin/payouts/export.csv')).status).toBe(403);
  });

  it('marks it paid once, with a mail and audit entries', async () => {
    const path = `/v1/admin/payouts/${requestId}/mark_paid`;
    expect((await admin.request('POST', path, { form: {} })).body).toMatchObject({ code: 1000 });
    const paid = await admin.request('POST', path, { form: { bank_reference: 'CBC-778812' } });
    expect(paid.body).toEqual({ id: requestId, status: 'PAID' });
    const twice = await admin.request('POST', path, { form: { bank_reference: 'CBC-778813' } });
    expect(twice.body).toMatchObject({ code: 1505 });

    expect((await overview(creator)).balance).toMatchObject({
      available: 1000,
      reserved: 0,
      paid: 6000,
    });
    const [mail] = await mailsTo(seedUsers.creator.email, 'payout_paid');
    expect(mail!.text_body).toContain('CBC-778812');
    const audit = await query<{ action: string; admin_id: string }>(
      `select action, admin_id from public.admin_audit where target_id = $1 order by id`,
      [requestId],
    );
    expect(audit).toEqual([
      { action: 'payout.approve', admin_id: seedUsers.admin.id },
      { action: 'payout.mark_paid', admin_id: seedUsers.admin.id },
    ]);
    const [exported] = await query<{ details: { ids: string[] } }>(
      `select details from public.admin_audit where action = 'payout.export'`,
    );
    expect(exported!.details.ids).toEqual([requestId]);
  });

  it("lists the month's sales, reversals and payouts on the statement", async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const answer = await creator.get<PayoutStatement>(`/v1/payouts/statement?month=${month}`);
    expect(answer.status).toBe(200);
    const payout = answer.body.lines.find((line) => line.kind === 'PAYOUT');
    expect(payout).toMatchObject({ amount: -6000 });
    expect(payout!.description).toContain('CBC-778812');
    expect(answer.body.closing_balance).toBe(
      Math.round(
        (answer.body.opening_balance + answer.body.lines.reduce((sum, l) => sum + l.amount, 0)) *
          100,
      ) / 100,
    );
    const bad = await creator.get('/v1/payouts/statement?month=2026-13');
    expect(bad.status).toBe(400);
    // Another creator's statement has none of it.
    const theirs = await newcreator.get<PayoutStatement>(`/v1/payouts/statement?month=${month}`);
    expect(theirs.body.lines).toEqual([]);
  });

  it('rejects with a reason, releasing the amount', async () => {
    await earning(500000, 15);
    const asked = await creator.request<PayoutRequestItem>('POST', '/v1/payouts', { form: {} });
    expect(asked.body).toMatchObject({ amount: 6000, status: 'REQUESTED' });
    const path = `/v1/admin/payouts/${asked.body.id}/reject`;
    expect((await admin.request('POST', path, { form: {} })).body).toMatchObject({ code: 1000 });
    const rejected = await admin.request('POST', path, {
      form: { reason: 'The account holder name does not match' },
    });
    expect(rejected.body).toEqual({ id: asked.body.id, status: 'REJECTED' });
    const mine = await overview(creator);
    expect(mine.balance).toMatchObject({ available: 6000, reserved: 0 });
    expect(mine.requests[0]).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'The account holder name does not match',
    });
    const [mail] = await mailsTo(seedUsers.creator.email, 'payout_rejected');
    expect(mail!.text_body).toContain('does not match');
  });

  // Last: the refund takes from the available balance the tests above count.
  it('gives each statement line its parts beside the English description', async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const sale = await earning(250000, 0);
    await query(
      `insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
       values ($1, $2, 250000, 'REFUND')`,
      [sale, seedUsers.creator.id],
    );
    const [photo] = await query<{ name: string }>(`select name from public.photos where id = $1`, [
      seedFacts.paidPhoto,
    ]);
    const answer = await creator.get<PayoutStatement>(`/v1/payouts/statement?month=${month}`);
    const lines = answer.body.lines.map(({ kind, description, parts }) => ({
      kind,
      description,
      parts,
    }));
    expect(lines).toContainEqual({
      kind: 'SALE',
      description: `Sale: ${photo!.name}`,
      parts: { type: 'SALE', photo_name: photo!.name },
    });
    expect(lines).toContainEqual({
      kind: 'REVERSAL',
      description: `Refund: ${photo!.name}`,
      parts: { type: 'REFUND', photo_name: photo!.name },
    });
    expect(lines).toContainEqual({
      kind: 'PAYOUT',
      description: 'Payout to Commercial Bank of Ceylon ending 6789 (ref. CBC-778812)',
      parts: {
        type: 'PAYOUT',
        bank_name: 'Commercial Bank of Ceylon',
        account_last4: '6789',
        bank_reference: 'CBC-778812',
      },
    });
  });
});
