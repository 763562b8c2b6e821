import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify } from 'jose';
import type { AppConfig } from '../../config.ts';
import type { Outcome, SocialProvider } from '../../ports/auth.ts';

/** Who a provider's token says the person is, once the token has been verified. */
export interface SocialIdentity {
  provider: 'google' | 'facebook';
  /** The provider's stable user id (`sub` for Google, the app-scoped id for Facebook). */
  providerId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type SocialVerification = Outcome<
  SocialIdentity,
  'SOCIAL_TOKEN_REJECTED' | 'SOCIAL_PROFILE_UNUSABLE'
>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const rejected = { ok: false, reason: 'SOCIAL_TOKEN_REJECTED' } as const;
const unusable = { ok: false, reason: 'SOCIAL_PROFILE_UNUSABLE' } as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Verifies social sign-in tokens without trusting the browser: a Google ID token by its JWKS
 * signature, issuer, audience and expiry; a Facebook access token through the Graph API's
 * debug_token (issued for our app) and then /me. Endpoints come from configuration, so tests
 * point them at fakes and local mode at its stand-in (stand-in-providers.ts, reached through
 * `fetchImpl`).
 */
export function createSocialVerifier(
  social: AppConfig['social'],
  now: () => Date,
  fetchImpl: typeof fetch = fetch,
) {
  const googleKeys = social.google
    ? createRemoteJWKSet(new URL(social.google.jwksUrl), {
        [customFetch]: (url, options) => fetchImpl(url, options),
      })
    : null;

  async function verifyGoogle(token: string): Promise<SocialVerification> {
    if (!social.google || !googleKeys) return rejected;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, googleKeys, {
        issuer: GOOGLE_ISSUERS,
        audience: social.google.clientId,
        algorithms: ['RS256'],
        currentDate: now(),
      }));
    } catch (error) {
      // Bad tokens are the caller's problem; an unreachable JWKS endpoint is ours.
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        return rejected;
      }
      throw error;
    }
    const email = text(payload.email).toLowerCase();
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!payload.sub || !email || !verified) return unusable;
    return {
      ok: true,
      value: {
        provider: 'google',
        providerId: payload.sub,
        email,
        firstName: text(payload.given_name),
        lastName: text(payload.family_name),
      },
    };
  }

  async function graph(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${social.facebook!.graphUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (response.status >= 500) throw new Error(`Facebook Graph API answered ${response.status}`);
    return response.ok ? response.json() : null;
  }

  async function verifyFacebook(token: string): Promise<SocialVerification> {
    const facebook = social.facebook;
    if (!facebook) return rejected;
    const debug = (await graph('/debug_token', {
      input_token: token,
      access_token: `${facebook.appId}|${facebook.appSecret}`,
    })) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } } | null;
    const data = debug?.data;
    // A valid token made for another app must not sign anyone in here.
    if (!data?.is_valid || String(data.app_id) !== facebook.appId || !data.user_id) return rejected;
    const me = (await graph('/me', {
      fields: 'id,email,first_name,last_name',
      access_token: token,
    })) as { id?: string; email?: string; first_name?: string; last_name?: string } | null;
    if (!me || String(me.id) !== String(data.user_id)) return rejected;
    // Facebook hands out only confirmed addresses; no address means no usable profile.
    const email = text(me.email).toLowerCase();
    if (!email) return unusable;
    return {
      ok: true,
      value: {
        provider: 'facebook',
        providerId: String(me.id),
        email,
        firstName: text(me.first_name),
        lastName: text(me.last_name),
      },
    };
  }

  return {
    verify(provider: SocialProvider, token: string): Promise<SocialVerification> {
      return provider === 'GOOGLE' ? verifyGoogle(token) : verifyFacebook(token);
    },
  };
}

export type SocialVerifier = ReturnType<typeof createSocialVerifier>;
