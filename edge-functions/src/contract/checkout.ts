import { z } from 'zod';
import { emailField, formBoolean } from './fields.ts';
import { photoCardSchema } from './photo.ts';

/**
 * POST /v1/public/photos/{id}/checkout and POST /v1/photos/{id}/checkout. The body never carries
 * a price the server would use: amounts always come from the database.
 */
export const checkoutRequest = z.object({
  price_check: formBoolean.default(false),
  name: z.string().optional(),
  email: z.string().optional(),
  confirm_email: z.string().optional(),
  session_id: z.string().optional(),
  /** Which provider the buyer chose; default Stripe when it is on (GET /v1/public/config). */
  provider: z.enum(['STRIPE', 'PAYHERE']).optional(),
  /** PayHere's hosted page asks for these too (payHereDetailsSchema). */
  phone: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
});

const LETTERS = /^\p{L}[\p{L}\p{M}'-]*$/u;
const LETTERS_AND_SPACES = /^\p{L}[\p{L}\p{M}' -]*$/u;

/** A signed-out buyer's first name (spec section 5); the checkout form checks it per field. */
export const buyerFirstName = z
  .string({ error: 'Please enter your first name' })
  .trim()
  .min(1, 'Please enter your first name')
  .min(2, 'First name is too short')
  .regex(LETTERS, 'Please enter a valid first name');

/** The last name; the spec's text for a short one says "First name" too. */
export const buyerLastName = z
  .string({ error: 'Please enter your last name' })
  .trim()
  .min(1, 'Please enter your last name')
  .min(2, 'First name is too short')
  .regex(LETTERS_AND_SPACES, 'Please enter a valid last name');

/**
 * What PayHere's checkout needs beyond a name and an e-mail, in the style of the spec's checkout
 * rules (trimmed, required, then a pattern). A phone number is 9 to 15 digits, spaces allowed.
 */
export const payHereDetailsSchema = z.object({
  phone: z
    .string({ error: 'Please enter your phone number' })
    .trim()
    .min(1, 'Please enter your phone number')
    .regex(/^\+?(?:\d ?){8,14}\d$/, 'Please enter a valid phone number'),
  address: z
    .string({ error: 'Please enter your address' })
    .trim()
    .min(1, 'Please enter your address')
    .min(5, 'Address is too short')
    .max(100, 'Address is too long'),
  city: z
    .string({ error: 'Please enter your city' })
    .trim()
    .min(1, 'Please enter your city')
    .min(2, 'City is too short')
    .regex(LETTERS_AND_SPACES, 'Please enter a valid city'),
  country: z
    .string({ error: 'Please enter your country' })
    .trim()
    .min(1, 'Please enter your country')
    .min(2, 'Country is too short')
    .regex(LETTERS_AND_SPACES, 'Please enter a valid country'),
});

const firstProblem = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message;

/**
 * A signed-out buyer's details (spec section 5). The client sends `name` as "first last"; the
 * first word is the first name, the rest the last name, each checked with the spec's messages.
 */
export const buyerDetailsSchema = z
  .object({
    name: z.string({ error: 'Please enter your first name' }).trim(),
    email: emailField({
      required: 'Please enter your email address',
      invalid: 'Please enter a valid email address',
    }),
    confirm_email: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    const [first = '', ...rest] = value.name.split(/\s+/).filter(Boolean);
    const problem =
      firstProblem(buyerFirstName, first) ?? firstProblem(buyerLastName, rest.join(' '));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['name'] });
    if (value.confirm_email !== undefined && value.confirm_email.toLowerCase() !== value.email) {
      ctx.addIssue({ code: 'custom', message: 'Emails should match', path: ['confirm_email'] });
    }
  })
  .transform(({ name, email }) => ({ name: name.split(/\s+/).filter(Boolean).join(' '), email }));

const ipgSchema = z.enum(['FREE', 'STRIPE', 'PAYHERE']);

export const priceCheckAnswer = z.object({
  amount: z.number(),
  currency: z.literal('LKR'),
  ipg: ipgSchema,
});

export const checkoutAnswer = z.discriminatedUnion('ipg', [
  z.object({
    ipg: z.literal('FREE'),
    is_free: z.literal(true),
    /** The order id; POST /v1/photos/{id}/checkout_free takes it as session_id. */
    id: z.string(),
    amount: z.literal(0),
    currency: z.literal('LKR'),
  }),
  z.object({
    ipg: z.literal('STRIPE'),
    is_free: z.literal(false),
    amount: z.number(),
    currency: z.literal('LKR'),
    stripe: z.object({ session_id: z.string(), url: z.string() }),
  }),
  z.object({
    ipg: z.literal('PAYHERE'),
    is_free: z.literal(false),
    amount: z.number(),
    currency: z.literal('LKR'),
    /** The browser POSTs `fields` (signed with their `hash`) to `url`, PayHere's checkout. */
    payhere: z.object({
      session_id: z.string(),
      url: z.string(),
      fields: z.record(z.string(), z.string()),
    }),
  }),
]);

/** A price check or a checkout, by the body's `price_check`. */
export const checkoutOrPriceAnswer = z.union([checkoutAnswer, priceCheckAnswer]);

export const checkoutFreeRequest = z.object({
  session_id: z.string({ error: 'session_id is required' }).uuid('session_id is not valid'),
});

/** POST /v1/photos/{id}/checkout_free: the download link is on its way to `email`. */
export const checkoutFreeAnswer = z.object({
  id: z.string(),
  is_free: z.literal(true),
  email: z.string(),
});

/**
 * POST /v1/payments/stripe/webhook and /v1/payments/payhere/notify: what the event did (a
 * repeated event is a `duplicate`).
 */
export const webhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['duplicate', 'fulfilled', 'updated', 'ignored']),
});

/** GET /v1/public/payments/result?session_id= */
export const paymentResultQuery = z.object({
  session_id: z.string({ error: 'session_id is required' }).min(1).max(255),
});

/** GET /v1/public/photos/download?ref=: the grant's ref from the e-mail or the purchases list. */
export const downloadQuery = z.object({
  ref: z.string({ error: 'ref is required' }).min(1, 'ref is required').max(100),
});

/** GET /v1/public/payments/result?session_id= : the ref appears once the webhook fulfilled. */
export const paymentResultAnswer = z.object({
  status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGED_BACK']),
  ref: z.string().nullable(),
});

/** GET /v1/purchases: one entry per download grant of the signed-in buyer. */
export const purchaseSchema = z.object({
  ref: z.string(),
  order_id: z.string().nullable(),
  amount: z.number(),
  currency: z.literal('LKR'),
  is_free: z.boolean(),
  downloads_left: z.number(),
  max_downloads: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
  download_url: z.string(),
  /** False once the creator has unpublished the photo: no page, no public images; the grant
   *  still downloads the original. */
  on_sale: z.boolean(),
  photo: photoCardSchema,
});

export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
export type PriceCheckAnswer = z.infer<typeof priceCheckAnswer>;
export type PaymentResult = z.infer<typeof paymentResultAnswer>;
export type Purchase = z.infer<typeof purchaseSchema>;
export type CheckoutFreeAnswer = z.infer<typeof checkoutFreeAnswer>;
export type WebhookAnswer = z.infer<typeof webhookAnswer>;
