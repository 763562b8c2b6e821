import { AuthClient, isAuthError, type Session } from '@supabase/auth-js';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type {
  AuthPort,
  OAuthRedirects,
  Outcome,
  SignedIn,
  SocialFailure,
} from '../../ports/auth.ts';
import type { Database } from '../../ports/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSealer } from '../../lib/sealed-value.ts';
import { createSocialVerifier } from './social-identity.ts';

/** What the session cookie carries in Supabase mode (sealed: the browser cannot read it). */
interface CookieSession {
  u: string; // user id
  e: string; // e-mail
  a: string; // access token
  r: string; // refresh token
  x: number; // access token expiry, epoch seconds
}

/** Refresh a little early, so a request never reaches Postgres with a token about to lapse. */
const REFRESH_MARGIN_SECONDS = 60;
/**
 * How long a GoTrue "this session is alive" answer is trusted. Access tokens live up to 24 h
 * (jwt_expiry), so without this check a copied cookie would outlive logout and password resets;
 * with it, revocation reaches every instance within a minute at one GoTrue call per minute.
 */
const LIVENESS_TTL_MS = 60_000;
const LIVENESS_CACHE_MAX = 10_000;

/**
 * Only the Auth client of supabase-js: the full client would also start Realtime, which needs a
 * WebSocket the API never uses (and Node 20 lacks).
 */
function authClient(url: string, key: string) {
  return new AuthClient({
    url: `${url.replace(/\/$/, '')}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** The parts of a GoTrue session the cookie keeps. */
type SessionFacts = Pick<
  Session,
  'access_token' | 'refresh_token' | 'expires_at' | 'expires_in'
> & {
  user: { id: string; email?: string | undefined };
};

/** GoTrue's answer to `POST /token?grant_type=pkce`: a session, checked before it is trusted. */
const pkceSession = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  expires_at: z.number().optional(),
  user: z.object({ id: z.string().min(1), email: z.string().optional() }),
});

/** GoTrue's refusals that mean "this caller's input", not "the service is broken". */
function isClientRefusal(error: unknown): boolean {
  // Includes auth-js's own 4xx errors, e.g. AuthSessionMissingError for a revoked session.
  const status = isAuthError(error) ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Supabase Auth behind the auth port. GoTrue keeps users, sends the auth e-mails (templates in
 * supabase/templates link to /v1/activate and /update_password with the token hash) and issues
 * sessions; the cookie holds that session sealed with the app secret, and is renewed with the
 * refresh token when the access token expires. A fresh client per call keeps one user's session
 * from ever leaking into another request.
 */
export function createSupabaseAuth(
  config: AppConfig,
  db: Database,
  now: () => Date = () => new Date(),
): AuthPort {
  const supabase = config.supabase;
  if (!supabase) throw new Error('Supabase auth needs SUPABASE_URL and both keys');
  const sealer = createSealer(config.appSecret, 'supabase-session');
  const verifier = createSocialVerifier(config.social, now);
  const authBase = `${supabase.url.replace(/\/$/, '')}/auth/v1`;
  const anonClient = () => authClient(supabase.url, supabase.anonKey);
  const admin = authClient(supabase.url, supabase.serviceRoleKey).admin;

  const alive = new Map<string, number>();

  async function isAlive(accessToken: string): Promise<boolean> {
    const checkedUntil = alive.get(accessToken);
    if (checkedUntil !== undefined && checkedUntil > now().getTime()) return true;
    const { error } = await anonClient().getUser(accessToken);
    if (error) {
      alive.delete(accessToken);
      if (isClientRefusal(error)) return false;
      throw error;
    }
    if (alive.size >= LIVENESS_CACHE_MAX) alive.clear();
    alive.set(accessToken, now().getTime() + LIVENESS_TTL_MS);
    return true;
  }

  async function toSignedIn(session: SessionFacts): Promise<SignedIn> {
    const value: CookieSession = {
      u: session.user.id,
      e: session.user.email ?? '',
      a: session.access_token,
      r: session.refresh_token,
      x: session.expires_at ?? Math.floor(now().getTime() / 1000) + (session.expires_in ?? 3600),
    };
    return { principal: { userId: value.u, email: value.e }, session: await sealer.seal(value) };
  }

  /** Ends a session GoTrue made as a side effect (verifying a link) that the API does not use. */
  async function discard(session: SessionFacts | null, scope: 'local' | 'global' = 'local') {
    if (session) await admin.signOut(session.access_token, scope);
  }

  async function emailRegistered(email: string): Promise<boolean> {
    const [row] = await db.asService((tx) =>
      tx.query<{ registered: boolean }>('select app_private.email_registered($1) as registered', [
        email,
      ]),
    );
    return row?.registered ?? false;
  }

  /**
   * Facebook signs in through GoTrue's own OAuth flow (authorization code with PKCE): GoTrue
   * talks to Facebook, creates or links the user and hands back a one-time code. Plain requests,
   * because auth-js keeps the verifier in its own storage while here the caller's cookie keeps it.
   */
  const oauth: OAuthRedirects = {
    authorizeUrl(provider, redirectTo, codeChallenge) {
      const url = new URL(`${authBase}/authorize`);
      url.searchParams.set('provider', provider);
      url.searchParams.set('redirect_to', redirectTo);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 's256');
      return url.toString();
    },

    async exchangeCode(code, codeVerifier) {
      const response = await fetch(`${authBase}/token?grant_type=pkce`, {
        method: 'POST',
        headers: {
          apikey: supabase.anonKey,
          authorization: `Bearer ${supabase.anonKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
      });
      // A used, expired or forged code, or a verifier that does not match its challenge.
      if (response.status >= 400 && response.status < 500)
        return { ok: false, reason: 'OAUTH_REFUSED' };
      if (!response.ok)
        throw new Error(`Supabase Auth answered ${response.status} to the code exchange`);
      const parsed = pkceSession.safeParse(await response.json());
      if (!parsed.success)
        throw new Error('Supabase Auth answered the code exchange without a session');
      const session = parsed.data;
      if (!session.user.email?.trim()) {
        // The account needs an address (profile, receipts); the session GoTrue made is ended.
        await discard(session);
        return { ok: false, reason: 'SOCIAL_PROFILE_UNUSABLE' };
      }
      return { ok: true, value: await toSignedIn(session) };
    },
  };

  return {
    async signInWithPassword(email, password) {
      const { data, error } = await anonClient().signInWithPassword({ email, password });
      if (error) {
        if (error.code === 'email_not_confirmed')
          return { ok: false, reason: 'EMAIL_NOT_VERIFIED' };
        if (isClientRefusal(error)) return { ok: false, reason: 'WRONG_CREDENTIALS' };
        throw error;
      }
      return { ok: true, signedIn: await toSignedIn(data.session) };
    },

    async signInWithSocial(
      provider,
      token,
      { newAccountOnly },
    ): Promise<Outcome<SignedIn, SocialFailure>> {
      // GoTrue cannot take a Facebook access token; Facebook goes through the OAuth redirect.
      if (provider === 'FACEBOOK') return { ok: false, reason: 'SOCIAL_REDIRECT_REQUIRED' };
      // Verified here first as well: the answers (1103 vs 1108) and the sign-up rule need the
      // profile, and a token GoTrue would accept must pass the same checks anyway.
      const verified = await verifier.verify(provider, token);
      if (!verified.ok) return verified;
      const identity = verified.value;
      if (newAccountOnly && (await emailRegistered(identity.email))) {
        return { ok: false, reason: 'EMAIL_TAKEN' };
      }
      const { data, error } = await anonClient().signInWithIdToken({ provider: 'google', token });
      if (error) {
        if (isClientRefusal(error)) return { ok: false, reason: 'SOCIAL_TOKEN_REJECTED' };
        throw error;
      }
      const session = data.session;
      if (!session) return { ok: false, reason: 'SOCIAL_PROFILE_UNUSABLE' };
      return { ok: true, value: await toSignedIn(session) };
    },

    async signUp(account) {
      const { data, error } = await anonClient().signUp({
        email: account.email,
        password: account.password,
        options: {
          data: {
            ...account.metadata,
            first_name: account.firstName,
            last_name: account.lastName,
            language: account.language,
          },
        },
      });
      if (error) {
        if (error.code === 'user_already_exists' || error.code === 'email_exists') {
          return { ok: false, reason: 'EMAIL_TAKEN' };
        }
        // GoTrue's own limits (e-mail sending) and password policy, in the catalogue's terms.
        if (error.status === 429) throw new AppError('RATE_LIMITED');
        if (error.code === 'weak_password') throw new AppError('VALIDATION', error.message);
        throw error;
      }
      // With confirmations on, GoTrue answers a taken address with a user that has no identities.
      if (!data.user || data.user.identities?.length === 0)
        return { ok: false, reason: 'EMAIL_TAKEN' };
      await discard(data.session);
      return { ok: true, value: { userId: data.user.id, activationRequired: !data.session } };
    },

    async confirmEmail(token) {
      const { data, error } = await anonClient().verifyOtp({ token_hash: token, type: 'email' });
      if (error) {
        if (isClientRefusal(error)) return false;
        throw error;
      }
      await discard(data.session);
      return true;
    },

    async resendActivation(email) {
      const { error } = await anonClient().resend({ type: 'signup', email });
      // Unknown or already confirmed addresses must look like the others (no enumeration).
      if (error && !isClientRefusal(error)) throw error;
    },

    async requestPasswordReset(email) {
      const { error } = await anonClient().resetPasswordForEmail(email);
      if (error && !isClientRefusal(error)) throw error;
    },

    async resetPassword(token, password) {
      const { data, error } = await anonClient().verifyOtp({ token_hash: token, type: 'recovery' });
      if (error || !data.user || !data.session) {
        if (error && !isClientRefusal(error)) throw error;
        return false;
      }
      const updated = await admin.updateUserById(data.user.id, { password });
      if (updated.error) throw updated.error;
      // Every session of the user ends, the recovery one included.
      await discard(data.session, 'global');
      return true;
    },

    emailRegistered,

    async resolveSession(cookie) {
      const stored = await sealer.open<CookieSession>(cookie);
      if (!stored?.u || !stored.r) return null;
      const principal = { userId: stored.u, email: stored.e };
      if (stored.x - REFRESH_MARGIN_SECONDS > now().getTime() / 1000) {
        return (await isAlive(stored.a)) ? { principal } : null;
      }
      const { data, error } = await anonClient().refreshSession({ refresh_token: stored.r });
      if (error || !data.session) {
        if (error && !isClientRefusal(error)) throw error;
        return null; // revoked (logout, password reset) or expired
      }
      const renewed = await toSignedIn(data.session);
      return { principal: renewed.principal, renewed: renewed.session };
    },

    async storageToken(cookie) {
      const stored = await sealer.open<CookieSession>(cookie);
      if (!stored?.a || stored.x <= now().getTime() / 1000) return null;
      return { token: stored.a, expiresAt: new Date(stored.x * 1000) };
    },

    async signOut(cookie) {
      const stored = await sealer.open<CookieSession>(cookie);
      if (!stored) return;
      alive.delete(stored.a);
      const { error } = await admin.signOut(stored.a, 'local');
      if (error && !isClientRefusal(error)) throw error;
    },

    oauth,
  };
}
