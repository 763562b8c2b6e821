import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { STAND_IN_PATH, type AppConfig } from '../../config.ts';
import { createSealer } from '../../lib/sealed-value.ts';
import { sha256Hex } from '../../lib/secure-token.ts';

/**
 * Google and Facebook as local mode plays them when their keys are not set (config.ts,
 * docs/accounts.md). The identity page (local/dev-identity.ts) issues the tokens; the endpoints
 * here answer as Google's JWKS and the Graph API's /debug_token and /me answer, and the social
 * verifier reaches them through the URLs in the config, as it reaches the real ones.
 */

/** The person the identity page hands over; no e-mail plays a provider without a usable one. */
export interface StandInPerson {
  firstName: string;
  lastName: string;
  email: string | null;
}

/** What a stand-in Facebook access token carries (sealed: the browser cannot read or forge it). */
interface FacebookGrant {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  x: number; // expiry, epoch seconds
}

/** Both providers' tokens are good for ten minutes, ample to get back from the popup. */
const TOKEN_TTL_SECONDS = 10 * 60;
const KEY_ID = 'lankalens-local-1';
const GOOGLE_ISSUER = 'https://accounts.google.com';

// One signing key per process, made on first use: a token lives minutes, the process longer.
let signingKeys: ReturnType<typeof generateKeyPair> | undefined;
const keys = () => (signingKeys ??= generateKeyPair('RS256', { extractable: true }));

const facebookSealer = (config: AppConfig) =>
  createSealer(config.appSecret, 'stand-in-facebook-token');

/**
 * The provider's stable id for a person: one per address and provider, so a second sign-in with
 * the same address is the same identity (Google's `sub`, Facebook's app-scoped id).
 */
async function personId(provider: 'google' | 'facebook', person: StandInPerson) {
  const key = person.email?.toLowerCase() ?? `${person.firstName} ${person.lastName}`;
  return `local${(await sha256Hex(`${provider}:${key}`)).slice(0, 20)}`;
}

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** A Google-format ID token for the stand-in client, signed with the key the JWKS publishes. */
export async function standInGoogleToken(
  config: AppConfig,
  person: StandInPerson,
  now: Date,
): Promise<string> {
  const issuedAt = epochSeconds(now);
  return new SignJWT({
    ...(person.email ? { email: person.email, email_verified: true } : {}),
    given_name: person.firstName,
    family_name: person.lastName,
    name: `${person.firstName} ${person.lastName}`.trim(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(config.social.google!.clientId)
    .setSubject(await personId('google', person))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign((await keys()).privateKey);
}

/** An opaque Facebook-style access token that only the stand-in Graph endpoints can read. */
export async function standInFacebookToken(
  config: AppConfig,
  person: StandInPerson,
  now: Date,
): Promise<string> {
  const grant: FacebookGrant = {
    id: await personId('facebook', person),
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    x: epochSeconds(now) + TOKEN_TTL_SECONDS,
  };
  return facebookSealer(config).seal(grant);
}

const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

/**
 * GET <base>/google/certs, <base>/facebook/debug_token and <base>/facebook/me (base =
 * STAND_IN_PATH), each only for a provider the stand-in plays.
 */
export function standInProviderRoutes(config: AppConfig, now: () => Date) {
  const routes = new Hono();
  const playing = config.social.standIn?.providers ?? [];
  if (playing.includes('google')) {
    routes.get(`${STAND_IN_PATH}/google/certs`, async (c) => {
      const jwk = await exportJWK((await keys()).publicKey);
      return c.json({ keys: [{ ...jwk, kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
    });
  }
  const facebook = config.social.facebook;
  if (!playing.includes('facebook') || !facebook) return routes;
  const sealer = facebookSealer(config);
  async function openGrant(token: string | undefined): Promise<FacebookGrant | null> {
    const grant = token ? await sealer.open<FacebookGrant>(token) : null;
    return grant && grant.x > epochSeconds(now()) ? grant : null;
  }
  return routes
    .get(`${STAND_IN_PATH}/facebook/debug_token`, async (c) => {
      // As the Graph API: the app token must be the app's own, then the token is described.
      if (c.req.query('access_token') !== `${facebook.appId}|${facebook.appSecret}`) {
        return c.json(graphError('Invalid OAuth access token signature.'), 400);
      }
      const grant = await openGrant(c.req.query('input_token'));
      if (!grant) {
        return c.json({
          data: { is_valid: false, scopes: [], ...graphError('Invalid OAuth access token.') },
        });
      }
      return c.json({
        data: {
          app_id: facebook.appId,
          type: 'USER',
          application: 'LankaLens (local)',
          expires_at: grant.x,
          is_valid: true,
          scopes: grant.email ? ['email', 'public_profile'] : ['public_profile'],
          user_id: grant.id,
        },
      });
    })
    .get(`${STAND_IN_PATH}/facebook/me`, async (c) => {
      const grant = await openGrant(c.req.query('access_token'));
      if (!grant) return c.json(graphError('Invalid OAuth access token.'), 400);
      const { id, email, first_name, last_name } = grant;
      return c.json({ id, ...(email ? { email } : {}), first_name, last_name });
    });
}

/**
 * The fetch the social verifier uses: requests under the stand-in's base URL are answered by the
 * routes above in this process (no network, and no listener needed: tests, any host); all others
 * go out as usual. Without a stand-in, plain fetch.
 */
export function fetchWithStandIn(config: AppConfig, now: () => Date): typeof fetch {
  const standIn = config.social.standIn;
  if (!standIn) return fetch;
  const routes = standInProviderRoutes(config, now);
  return (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${standIn.baseUrl}/`)) return fetch(request);
    const path = `${STAND_IN_PATH}${request.url.slice(standIn.baseUrl.length)}`;
    return Promise.resolve(routes.fetch(new Request(new URL(path, 'http://stand-in.local'))));
  };
}
