import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin, siteOrigin } from '../lib/public-url.ts';
import { enforceRateLimit } from '../rules/rate-limit.ts';
import { parseBody, parseParam } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import { uuid } from '../contract/fields.ts';
import { pages } from '../contract/site-pages.ts';
import {
  buyerDetailsSchema,
  checkoutFreeRequest,
  checkoutRequest,
  payHereDetailsSchema,
  type CheckoutAnswer,
  type PriceCheckAnswer,
} from '../contract/checkout.ts';
import { grantDownload, grantedOrderColumns, markOrderPaid } from '../payments/fulfilment.ts';
import { visitorLanguage } from '../lib/visitor-language.ts';
import type { Language } from '../contract/languages.ts';
import { FREE_DOWNLOADS_PER_HOUR } from '../payments/grant-rules.ts';
import type { CheckoutFreeAnswer } from '../contract/checkout.ts';
import { photoPriceRupees } from '../lib/price.ts';
import { PAYHERE_NOTIFY_PATH } from '../payments/payhere-notices.ts';
import type { CheckoutBuyer, PaidProvider } from '../ports/payments.ts';

interface Buyer {
  id: string | null;
  name: string;
  email: string;
  /** The language the visitor is using (a signed-in buyer's profile language wins in SQL). */
  language: Language;
}

type CheckoutBody = ReturnType<typeof checkoutRequest.parse>;

/** The first word of a buyer's name is the first name, the rest the last name (spec 5). */
function providerBuyer(buyer: Buyer, body: CheckoutBody, provider: PaidProvider): CheckoutBuyer {
  const [firstName = '', ...rest] = buyer.name.split(' ');
  const named = { firstName, lastName: rest.join(' '), email: buyer.email };
  if (provider === 'STRIPE') {
    return { ...named, phone: '', address: '', city: '', country: '' };
  }
  const details = payHereDetailsSchema.safeParse(body);
  if (!details.success) throw new AppError('VALIDATION', details.error.issues[0]?.message);
  return { ...named, ...details.data };
}

interface PurchasablePhoto {
  id: string;
  name: string;
  free_download: boolean;
  price_cents: number;
}

/** Path of the web app's payment result page (the spec leaves it open), from the page list. */
export const PAYMENT_RESULT_PATH = pages.paymentResult.pattern;

/**
 * Checkout for visitors (name and e-mail in the body) and signed-in buyers (from the profile).
 * Prices are read from the database in the transaction that writes the order; anything the
 * client sends about money is ignored.
 */
export function checkoutRoutes(deps: AppDeps) {
  const { db, payments, config } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function visiblePhoto(id: string): Promise<PurchasablePhoto> {
    // As a visitor: only photos anyone may see can be bought (RLS decides).
    const [photo] = await db.asUser(null, (tx) =>
      tx.query<PurchasablePhoto>(
        `select id, name, free_download, price_cents from public.photos where id = $1`,
        [id],
      ),
    );
    if (!photo) throw new AppError('NOT_FOUND');
    return photo;
  }

  /** The buyer's choice when that provider is on; without one, Stripe if on, else PayHere. */
  function chosenProvider(choice: PaidProvider | undefined): PaidProvider {
    const on = (['STRIPE', 'PAYHERE'] as const).filter(
      (name) => payments[name === 'STRIPE' ? 'stripe' : 'payhere'],
    );
    if (!choice) return on[0]!;
    if (!on.includes(choice)) {
      throw new AppError('VALIDATION', 'This payment provider is not available');
    }
    return choice;
  }

  function priceCheck(photo: PurchasablePhoto, choice?: PaidProvider): PriceCheckAnswer {
    return {
      amount: photoPriceRupees(photo),
      currency: 'LKR',
      ipg: photo.free_download ? 'FREE' : chosenProvider(choice),
    };
  }

  /** Inserts the order with the amount the database holds for the photo right now. */
  async function createOrder(
    photoId: string,
    buyer: Buyer,
    kind: { provider: 'FREE'; paid: boolean } | { provider: PaidProvider },
    api: string,
  ) {
    const paidNow = kind.provider === 'FREE' && kind.paid;
    return db.asService(async (tx) => {
      const [order] = await tx.query<{ id: string; amount_cents: number }>(
        `insert into public.orders (photo_id, buyer_id, buyer_name, buyer_email, amount_cents, provider,
                                    status, paid_at, language)
         select p.id, $2, $3, $4, case when $5 = 'FREE' then 0 else p.price_cents end, $5,
                case when $6 then 'PAID' else 'PENDING' end::public.order_status,
                case when $6 then $7::timestamptz end,
                coalesce((select b.language from public.profiles b where b.id = $2), $8)
           from public.photos p
          where p.id = $1 and p.status = 'ACCEPTED' and p.free_download = ($5 = 'FREE')
            and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted)
          returning id, amount_cents`,
        [photoId, buyer.id, buyer.name, buyer.email, kind.provider, paidNow, now(), buyer.language],
      );
      // The photo changed between the visibility check and now (unpublished, repriced to free).
      if (!order) throw new AppError('CONFLICT', 'This photo is no longer available at this price');
      if (paidNow) {
        const [granted] = await tx.query<Parameters<typeof grantDownload>[1]>(
          `select ${grantedOrderColumns}
             from public.orders o join public.photos p on p.id = o.photo_id where o.id = $1`,
          [order.id],
        );
        await grantDownload(tx, granted!, { apiOrigin: api, now: now() });
      }
      return order;
    });
  }

  /**
   * `linkNow`: the public checkout e-mails a free photo's link at once; the signed-in one waits
   * for checkout_free (the spec's 'Complete Downloading' confirmation).
   */
  async function checkout(
    c: Context<AppEnv>,
    buyer: Buyer | null,
    body: CheckoutBody,
    linkNow: boolean,
  ) {
    const photo = await visiblePhoto(parseParam(c, 'id', uuid));
    if (body.price_check) return c.json(priceCheck(photo, body.provider));
    if (!buyer) throw new AppError('VALIDATION', 'Please enter your first name');
    // Links in e-mails point at the API, which answers the original as an attachment.
    const api = apiOrigin(c, config);

    if (photo.free_download) {
      if (linkNow)
        await enforceRateLimit(db, `free-download:${buyer.email}`, FREE_DOWNLOADS_PER_HOUR, 3600);
      const order = await createOrder(photo.id, buyer, { provider: 'FREE', paid: linkNow }, api);
      const answer: CheckoutAnswer = {
        ipg: 'FREE',
        is_free: true,
        id: order.id,
        amount: 0,
        currency: 'LKR',
      };
      return c.json(answer);
    }

    const provider = chosenProvider(body.provider);
    const adapter = provider === 'STRIPE' ? payments.stripe! : payments.payhere!;
    // Checked before the order exists: a form with a missing field writes nothing.
    const providerDetails = providerBuyer(buyer, body, provider);
    const order = await createOrder(photo.id, buyer, { provider }, api);
    const site = siteOrigin(c, config);
    const session = await adapter
      .createCheckoutSession({
        orderId: order.id,
        amountCents: order.amount_cents,
        productName: photo.name || 'Photo licence',
        buyer: providerDetails,
        successUrl: `${site}${PAYMENT_RESULT_PATH}?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}${PAYMENT_RESULT_PATH}?success=false`,
        notifyUrl: `${api}${PAYHERE_NOTIFY_PATH}`,
      })
      .catch(async (error: unknown) => {
        // No session was opened, so nobody can pay this order: close it rather than leave it pending.
        await db.asService((tx) =>
          tx.query(
            `update public.orders set status = 'FAILED' where id = $1 and status = 'PENDING'`,
            [order.id],
          ),
        );
        throw error;
      });
    await db.asService((tx) =>
      tx.query(`update public.orders set provider_session_id = $2 where id = $1`, [
        order.id,
        session.id,
      ]),
    );
    const paid = {
      is_free: false as const,
      amount: order.amount_cents / 100,
      currency: 'LKR' as const,
    };
    const url = new URL(session.url, `${api}/`).toString();
    const answer: CheckoutAnswer =
      provider === 'STRIPE'
        ? { ipg: 'STRIPE', ...paid, stripe: { session_id: session.id, url } }
        : {
            ipg: 'PAYHERE',
            ...paid,
            payhere: { session_id: session.id, url, fields: session.form ?? {} },
          };
    return c.json(answer);
  }

  return new Hono<AppEnv>()
    .post('/public/photos/:id/checkout', async (c) => {
      const body = await parseBody(c, checkoutRequest);
      if (body.price_check) return checkout(c, null, body, true);
      const details = buyerDetailsSchema.safeParse({
        name: body.name ?? '',
        email: body.email ?? '',
        confirm_email: body.confirm_email,
      });
      if (!details.success) throw new AppError('VALIDATION', details.error.issues[0]?.message);
      // A signed-in caller on the public path still buys as themselves.
      const principal = c.get('principal');
      return checkout(
        c,
        { id: principal?.userId ?? null, ...details.data, language: visitorLanguage(c) },
        body,
        true,
      );
    })
    .post('/photos/:id/checkout', async (c) => {
      const principal = requireUser(c);
      const body = await parseBody(c, checkoutRequest);
      const [profile] = await db.asUser(principal, (tx) =>
        tx.query<{ first_name: string; last_name: string }>(
          `select first_name, last_name from public.profiles where id = $1`,
          [principal.userId],
        ),
      );
      const name =
        `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim() || principal.email;
      return checkout(
        c,
        { id: principal.userId, name, email: principal.email, language: visitorLanguage(c) },
        body,
        false,
      );
    })
    .post('/photos/:id/checkout_free', async (c) => {
      const principal = requireUser(c);
      const photoId = parseParam(c, 'id', uuid);
      const { session_id } = await parseBody(c, checkoutFreeRequest);
      await enforceRateLimit(db, `free-download:${principal.email}`, FREE_DOWNLOADS_PER_HOUR, 3600);
      const api = apiOrigin(c, config);
      await db.asService(async (tx) => {
        const order = await markOrderPaid(
          tx,
          { orderId: session_id, provider: 'FREE', buyerId: principal.userId },
          now(),
        );
        if (!order || order.photo_id !== photoId) throw new AppError('NOT_FOUND');
        await grantDownload(tx, order, { apiOrigin: api, now: now() });
      });
      return c.json({
        id: session_id,
        is_free: true,
        email: principal.email,
      } satisfies CheckoutFreeAnswer);
    });
}
