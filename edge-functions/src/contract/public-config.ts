import { z } from 'zod';

/**
 * How the web app signs in with Facebook: `redirect` opens GET /v1/auth/facebook?redirect=<path>
 * (Supabase mode: Supabase Auth runs the OAuth dance); `sdk` loads Facebook's JS SDK with the app
 * id and posts its access token as auth_token (local mode: the API checks it with the Graph API).
 */
export const facebookSignInSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('redirect'), start_path: z.string() }),
  z.object({ mode: z.literal('sdk'), app_id: z.string() }),
]);

/**
 * GET /v1/public/config: what the web app needs to know about this deployment before it draws
 * the sign-in buttons. A provider that is not configured is null, and its button is not shown.
 * Only public values: client ids are visible in any browser that signs in anyway.
 */
export const publicConfigAnswer = z.object({
  /** The OAuth client id for Google Identity Services, whose ID token the API accepts. */
  google_client_id: z.string().nullable(),
  facebook: facebookSignInSchema.nullable(),
  /**
   * The payment providers the checkout offers (docs/payments.md): with both, the buyer chooses
   * between card payments worldwide (Stripe) and Sri Lankan cards and wallets (PayHere).
   */
  payment_providers: z.array(z.enum(['STRIPE', 'PAYHERE'])).default(['STRIPE']),
  /**
   * Local mode without a provider's keys: the local identity page plays it. Its button opens
   * `page?provider=GOOGLE|FACEBOOK` (on the API) in a popup, which posts the token back to the
   * opener. Such a provider is null above.
   */
  local_identity: z
    .object({ page: z.string(), providers: z.array(z.enum(['GOOGLE', 'FACEBOOK'])) })
    .nullable(),
});

export type FacebookSignIn = z.infer<typeof facebookSignInSchema>;
export type PublicConfig = z.infer<typeof publicConfigAnswer>;
export type LocalIdentity = NonNullable<PublicConfig['local_identity']>;

/** What the local identity page posts to the window that opened it. */
export const localIdentityMessage = z.discriminatedUnion('outcome', [
  z.object({
    type: z.literal('lankalens-local-identity'),
    outcome: z.literal('signed-in'),
    provider: z.enum(['GOOGLE', 'FACEBOOK']),
    token: z.string(),
    email: z.string().nullable(),
  }),
  z.object({ type: z.literal('lankalens-local-identity'), outcome: z.literal('cancelled') }),
]);
export type LocalIdentityMessage = z.infer<typeof localIdentityMessage>;
