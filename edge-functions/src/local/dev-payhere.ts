import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { constantTimeEqual } from '../lib/secure-token.ts';
import {
  LOCAL_PAYHERE_CHECKOUT_PATH,
  LOCAL_PAYHERE_MERCHANT_ID,
  localPayHereSecret,
} from '../adapters/payments/local-payhere.ts';
import { checkoutHash, noticeSignature } from '../adapters/payments/payhere-signature.ts';
import { PAYHERE_NOTIFY_PATH } from '../payments/payhere-notices.ts';
import { escapeHtml } from './dev-checkout.ts';
import { siteOrigin } from '../lib/public-url.ts';
import { PAYMENT_RESULT_PATH } from '../routes/checkout.ts';

/**
 * The local PayHere (local mode only): a hosted page at LOCAL_PAYHERE_CHECKOUT_PATH taking the
 * same form PayHere's checkout takes. It refuses a form whose `hash` does not verify, and paying
 * or cancelling sends a notify signed like PayHere's to the real notify route, then sends the
 * browser to return_url or cancel_url, so local payments run the production path.
 *
 * PayHere's hash signs the merchant, order, amount and currency only, not the return addresses,
 * so anyone can change those in the form. The stand-in takes them only as our checkout builds
 * them: the site's own payment result page (no open redirect, issue 34).
 */
const FORM_FIELDS = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'items',
  'currency',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'hash',
] as const;
type CheckoutForm = Record<(typeof FORM_FIELDS)[number], string>;

/** PayHere's local methods, as its page offers them (the choice is only shown here). */
const METHODS = [
  ['VISA', 'Visa / Mastercard'],
  ['EZCASH', 'eZ Cash'],
  ['MCASH', 'mCash'],
  ['GENIE', 'Genie'],
  ['FRIMI', 'FriMi'],
] as const;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
.box{border:1px solid #ccc;border-radius:8px;padding:1.5rem}.amount{font-size:1.6rem;font-weight:600}
fieldset{border:0;padding:0;margin:1rem 0}label{display:block;padding:.3rem 0}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem;cursor:pointer}</style></head>
<body><div class="box">${body}</div></body></html>`;

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//.test(value) && URL.canParse(value);
}

/** A return or cancel address as our checkout builds it: the site's payment result page. */
export function isOwnResultUrl(value: string, site: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.origin === site && url.pathname === PAYMENT_RESULT_PATH && !url.username;
}

export function devPayHereRoutes(deps: AppDeps, deliver: (request: Request) => Promise<Response>) {
  const secret = localPayHereSecret(deps.config.appSecret);

  /** The posted form when every field is there and its hash verifies, as PayHere checks it. */
  async function verifiedForm(c: Context<AppEnv>): Promise<CheckoutForm | null> {
    const posted = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (FORM_FIELDS.some((name) => !posted[name])) return null;
    const form = posted as CheckoutForm;
    const expected = checkoutHash(
      {
        merchantId: form.merchant_id,
        orderId: form.order_id,
        amount: form.amount,
        currency: form.currency,
      },
      await secret,
    );
    const site = siteOrigin(c, deps.config);
    const valid =
      form.merchant_id === LOCAL_PAYHERE_MERCHANT_ID &&
      constantTimeEqual(form.hash, expected) &&
      [form.return_url, form.cancel_url].every((url) => isOwnResultUrl(url, site)) &&
      isHttpUrl(form.notify_url);
    return valid ? form : null;
  }

  const refused = (c: Context<AppEnv>) =>
    c.html(
      page(
        'PayHere',
        '<h1>Unauthorized payment request</h1><p>The hash or a return address does not match.</p>',
      ),
      400,
    );

  /** Sends the notify PayHere would, to this server's notify route (whatever host notify_url names). */
  async function notify(
    c: Context<AppEnv>,
    form: CheckoutForm,
    statusCode: '2' | '-1',
    method: string,
  ) {
    const fields = {
      merchant_id: form.merchant_id,
      order_id: form.order_id,
      payment_id: `32${Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => b % 10).join('')}`,
      payhere_amount: form.amount,
      payhere_currency: form.currency,
      status_code: statusCode,
      method,
      status_message:
        statusCode === '2' ? 'Successfully completed the payment.' : 'Payment cancelled',
      custom_1: '',
      custom_2: '',
    };
    const md5sig = noticeSignature(fields, await secret);
    return deliver(
      new Request(new URL(PAYHERE_NOTIFY_PATH, c.req.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, md5sig }).toString(),
      }),
    );
  }

  const hidden = (form: CheckoutForm) =>
    FORM_FIELDS.map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(form[name])}">`,
    ).join('');

  return new Hono<AppEnv>()
    .post(LOCAL_PAYHERE_CHECKOUT_PATH, async (c) => {
      const form = await verifiedForm(c);
      if (!form) return refused(c);
      const methods = METHODS.map(
        ([value, label], i) =>
          `<label><input type="radio" name="method" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
      ).join('');
      return c.html(
        page(
          'PayHere (local)',
          `<p><small>Local PayHere &mdash; no real money moves.</small></p>
<h1>${escapeHtml(form.items)}</h1>
<p class="amount">${escapeHtml(form.currency)} ${escapeHtml(form.amount)}</p>
<p>Billed to ${escapeHtml(`${form.first_name} ${form.last_name}`)}, ${escapeHtml(form.email)}</p>
<form method="post" action="${LOCAL_PAYHERE_CHECKOUT_PATH}/complete">${hidden(form)}
<fieldset><legend>Pay with</legend>${methods}</fieldset>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
        ),
      );
    })
    .post(`${LOCAL_PAYHERE_CHECKOUT_PATH}/complete`, async (c) => {
      const body = new URLSearchParams(await c.req.text());
      const form = await verifiedForm(c);
      if (!form) return refused(c);
      if (body.get('action') !== 'pay') {
        await notify(c, form, '-1', '');
        return c.redirect(form.cancel_url, 303);
      }
      const method = METHODS.find(([value]) => value === body.get('method'))?.[0] ?? 'VISA';
      const delivered = await notify(c, form, '2', method);
      if (!delivered.ok) return c.redirect(form.cancel_url, 303);
      // PayHere adds the order id to the return address.
      const back = new URL(form.return_url);
      back.searchParams.set('order_id', form.order_id);
      return c.redirect(back.toString(), 303);
    });
}
