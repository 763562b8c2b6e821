import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts } from '../test/seed-ids.ts';
import { countRows, orderBySession } from '../test/payment-helpers.ts';

let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

async function openSession() {
  const answer = await visitor.request<{ stripe: { session_id: string; url: string } }>(
    'POST',
    `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
    { form: { price_check: 'false', name: 'Amaya Silva', email: 'amaya@example.lk' } },
  );
  return answer.body.stripe;
}

const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!;

describe('local hosted checkout', () => {
  it('shows the item and the amount in rupees with Pay and Cancel', async () => {
    const session = await openSession();
    const page = await visitor.get<string>(new URL(session.url).pathname);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Lion&#39;s paws at the Sigiriya gateway');
    expect(page.body).toContain('Rs. 4,500.00');
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('>Cancel</button>');
  });

  it('refuses a pay without the page token (cross-site), leaving the order pending', async () => {
    const session = await openSession();
    for (const token of ['', 'guessed']) {
      const answer = await visitor.request('POST', `/dev/checkout/${session.session_id}/pay`, {
        form: { token },
      });
      expect(answer.status).toBe(403);
    }
    expect((await orderBySession(t.db, session.session_id)).status).toBe('PENDING');
  });

  it('cancel redirects to the failure page and expires the order', async () => {
    const session = await openSession();
    const page = await visitor.get<string>(`/dev/checkout/${session.session_id}`);
    const answer = await visitor.request('POST', `/dev/checkout/${session.session_id}/cancel`, {
      form: { token: tokenIn(page.body) },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://site.test/payment_result?success=false');
    expect((await orderBySession(t.db, session.session_id)).status).toBe('EXPIRED');
    const after = await visitor.get<string>(`/dev/checkout/${session.session_id}`);
    expect(after.body).not.toContain('>Pay</button>');
  });

  it('is 404 for unknown sessions', async () => {
    expect((await visitor.get('/dev/checkout/cs_local_unknownunknownunknown')).status).toBe(404);
  });

  it('does not exist in production mode', async () => {
    const production = await createTestApp({
      env: {
        SUPABASE_URL: 'https://example.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_SERVICE_ROLE_KEY: 'service',
      },
    });
    try {
      const answer = await production.app.request(
        'http://api.test/dev/checkout/cs_local_abcdefghijklmnopqrstuvwx',
      );
      expect(answer.status).toBe(404);
      expect(await countRows(production.db, 'orders')).toBe(0);
    } finally {
      await production.close();
    }
  });
});
