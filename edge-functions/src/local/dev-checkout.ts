import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { siteOrigin } from '../lib/public-url.ts';
import { parseBody } from '../lib/request-input.ts';
import { constantTimeEqual, hmacSha256 } from '../lib/secure-token.ts';
import { checkoutSessionEvent } from '../payments/stripe-events.ts';
import { localWebhookSecret } from '../adapters/payments/local.ts';
import { signStripePayload } from '../adapters/payments/stripe-signature.ts';
import { formatRupees } from '../mail/mail-format.ts';
import { PAYMENT_RESULT_PATH } from '../routes/checkout.ts';

/**
 * The local provider's hosted checkout (local mode only, mounted at the app root). Paying builds
 * a Stripe-format `checkout.session.completed` event, signs it with the local webhook secret and
 * delivers it to the real webhook route, so local payments exercise the production fulfilment.
 */
interface LocalSession {
  order_id: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  amount_cents: number;
  buyer_email: string;
  buyer_name: string;
  photo_name: string;
  ref: string | null;
}

const SESSION_ID = /^cs_local_[A-Za-z0-9_-]{20,64}$/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function devCheckoutRoutes(deps: AppDeps, deliver: (request: Request) => Promise<Response>) {
  const { db, config } = deps;
  const now = () => deps.now?.() ?? new Date();
  // A per-session page token: only someone who loaded the page can press its buttons.
  const pageToken = (sessionId: string) =>
    hmacSha256(config.appSecret, `dev-checkout:${sessionId}`);

  async function loadSession(sessionId: string): Promise<LocalSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const [row] = await db.asService((tx) =>
      tx.query<LocalSession>(
        `select o.id as order_id, o.status, o.amount_cents, o.buyer_email, o.buyer_name,
                p.name as photo_name, g.ref
           from public.orders o
           join public.photos p on p.id = o.photo_id
           left join public.download_grants g on g.order_id = o.id
          where o.provider_session_id = $1`,
        [sessionId],
      ),
    );
    return row ?? null;
  }

  function resultUrl(c: Context, success: boolean, params: Record<string, string> = {}) {
    const query = new URLSearchParams({ success: String(success), ...params });
    return `${siteOrigin(c, config)}${PAYMENT_RESULT_PATH}?${query}`;
  }

  async function checkedSession(c: Context<AppEnv>) {
    const sessionId = c.req.param('sessionId') ?? '';
    const { token } = await parseBody(c, z.object({ token: z.string().default('') }));
    const session = await loadSession(sessionId);
    const valid = session !== null && constantTimeEqual(token, await pageToken(sessionId));
    return valid ? { sessionId, session } : null;
  }

  async function deliverEvent(
    c: Context,
    type: 'checkout.session.completed' | 'checkout.session.expired',
    sessionId: string,
    session: LocalSession,
  ) {
    const created = Math.floor(now().getTime() / 1000);
    const event = checkoutSessionEvent({
      type,
      sessionId,
      orderId: session.order_id,
      amountCents: session.amount_cents,
      paid: type === 'checkout.session.completed',
      email: session.buyer_email,
      name: session.buyer_name,
      createdSeconds: created,
    });
    const payload = JSON.stringify(event);
    const signature = await signStripePayload(
      payload,
      await localWebhookSecret(config.appSecret),
      created,
    );
    const url = new URL('/v1/payments/stripe/webhook', c.req.url);
    return deliver(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }),
    );
  }

  return new Hono<AppEnv>()
    .get('/dev/checkout/:sessionId', async (c) => {
      const sessionId = c.req.param('sessionId');
      const session = await loadSession(sessionId);
      if (!session)
        return c.html(
          '<!doctype html><title>Checkout</title><p>Unknown checkout session.</p>',
          404,
        );
      const token = await pageToken(sessionId);
      const open = session.status === 'PENDING';
      const action = (verb: string) => `/dev/checkout/${encodeURIComponent(sessionId)}/${verb}`;
      return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:4rem auto;padding:0 1rem}
.box{border:1px solid #ccc;border-radius:8px;padding:1.5rem}.amount{font-size:1.6rem;font-weight:600}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem;cursor:pointer}</style></head>
<body><div class="box">
<p><small>Local test checkout &mdash; no real money moves.</small></p>
<h1>${escapeHtml(session.photo_name || 'Photo licence')}</h1>
<p>Standard royalty-free licence, JPEG original</p>
<p class="amount">${escapeHtml(formatRupees(session.amount_cents))}</p>
<p>Billed to ${escapeHtml(session.buyer_email)}</p>
${
  open
    ? `<form method="post" action="${action('pay')}" style="display:inline"><input type="hidden" name="token" value="${token}"><button type="submit">Pay</button></form>
<form method="post" action="${action('cancel')}" style="display:inline"><input type="hidden" name="token" value="${token}"><button type="submit">Cancel</button></form>`
    : `<p>This checkout is ${escapeHtml(session.status.toLowerCase())}.</p>`
}
</div></body></html>`);
    })
    .post('/dev/checkout/:sessionId/pay', async (c) => {
      const checked = await checkedSession(c);
      if (!checked) return c.html('<p>This checkout link is not valid.</p>', 403);
      const { sessionId, session } = checked;
      if (session.status === 'PENDING') {
        const delivered = await deliverEvent(c, 'checkout.session.completed', sessionId, session);
        if (!delivered.ok) return c.redirect(resultUrl(c, false), 303);
      }
      const after = await loadSession(sessionId);
      if (!after?.ref) return c.redirect(resultUrl(c, false), 303);
      return c.redirect(resultUrl(c, true, { session_id: sessionId }), 303);
    })
    .post('/dev/checkout/:sessionId/cancel', async (c) => {
      const checked = await checkedSession(c);
      if (!checked) return c.html('<p>This checkout link is not valid.</p>', 403);
      if (checked.session.status === 'PENDING') {
        await deliverEvent(c, 'checkout.session.expired', checked.sessionId, checked.session);
      }
      return c.redirect(resultUrl(c, false), 303);
    });
}
