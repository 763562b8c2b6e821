/**
 * The site's security headers, in one place for every host (docs/security.md, "Response
 * headers"): the local Node host, the site app and the static host's edge for pages, createApp
 * for /v1 answers (the middleware below), and the static host's `_headers` file
 * (scripts/static-host/write-headers.ts) with its CI stand-in. The policy of a deployment's
 * pages is worked out once, by `documentPolicyFor` (decision 56); the rest are pure functions of
 * their options, so build scripts can use them as well as servers.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config.ts';
import { siteOrigin } from '../lib/public-url.ts';

export interface DocumentPolicyOptions {
  /** HTTPS only: HSTS and `upgrade-insecure-requests` (never on http://localhost). */
  production: boolean;
  /** `'sha256-…'` of each inline script the page runs (see `inlineScriptHashes`). */
  inlineScriptHashes: string[];
  /** The API's origin when it is not the page's own (VITE_API_URL / PUBLIC_API_URL). */
  apiOrigin?: string;
  /** Where images may come from besides the site (Supabase Storage's origin in production). */
  imageOrigins?: string[];
  /**
   * Where the page sends files itself besides the site: Supabase Storage's origin in production,
   * for resumable uploads straight into the bucket (decision 49).
   */
  uploadOrigins?: string[];
  /**
   * Google or Facebook sign-in is configured: their SDKs may load, and their sign-in popups
   * must keep a handle on the page that opened them.
   */
  socialSignIn: boolean;
  /**
   * The local identity page stands in for a provider (local mode without its keys): its popup is
   * on the API's origin, so no third-party sources, but the page keeps a handle on the popup.
   */
  localSignIn?: boolean;
  /** Where forms may post (and redirect) besides the page's own origin (the dev checkout). */
  formActionOrigins?: string[];
}

/**
 * What a deployment's page policy depends on: a few of its settings. The function and `npm start`
 * give their whole configuration; the static host's build and its edge read the same variables
 * from their environment (`staticSiteConfig` in site/static-site-headers.ts).
 */
export interface SitePolicyConfig {
  mode: AppConfig['mode'];
  publicApiUrl: string | undefined;
  /** The Supabase project, whose Storage serves the images and takes the uploads. */
  supabase: { url: string } | undefined;
  social: AppConfig['social'];
}

/**
 * The document policy of a deployment's pages, from its configuration: the one place it is
 * worked out, for the function's pages, `npm start`'s, the edge's and the static host's files.
 */
export function documentPolicyFor(
  config: SitePolicyConfig,
  inlineScriptHashes: string[],
): DocumentPolicyOptions {
  return {
    production: config.mode === 'production',
    inlineScriptHashes,
    apiOrigin: config.publicApiUrl,
    // Public images are redirects to Supabase Storage in production.
    imageOrigins: config.supabase ? [config.supabase.url] : [],
    uploadOrigins: config.supabase ? [config.supabase.url] : [],
    // Google's button signs in through a popup; Facebook's SDK too, but only without Supabase
    // Auth, where Facebook is a redirect instead (routes/public-config.ts). A provider the local
    // identity page plays loads nothing from the provider.
    socialSignIn:
      realProvider(config, 'google') || (!config.supabase && realProvider(config, 'facebook')),
    localSignIn: Boolean(config.social.standIn),
  };
}

const realProvider = (config: SitePolicyConfig, provider: 'google' | 'facebook') =>
  Boolean(config.social[provider]) && !config.social.standIn?.providers.includes(provider);

/**
 * PayHere's hosted checkout (live and sandbox) takes the buyer's order as a form POST from the
 * checkout page (adapters/payments/payhere.ts). Allowed on every host, as the static host's
 * headers are written without the function's settings.
 */
const PAYHERE_CHECKOUT_ORIGINS = ['https://www.payhere.lk', 'https://sandbox.payhere.lk'];

/** Google Identity Services (its script, button iframe, stylesheet and calls), per Google's CSP guide. */
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  img: [],
};

/** The Facebook JavaScript SDK: its script, its iframes, and its calls to the Graph API. */
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  style: [],
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

const HSTS = 'max-age=63072000; includeSubDomains';

/** Powerful features no page of the site uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** An origin (`https://host[:port]`) from a URL; anything unparsable is left out. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function directive(name: string, sources: (string | undefined)[]): string {
  const unique = [...new Set(sources.filter((source): source is string => Boolean(source)))];
  return `${name} ${unique.length > 0 ? unique.join(' ') : "'none'"}`;
}

/** The Content-Security-Policy of an HTML page. */
export function documentContentSecurityPolicy(o: DocumentPolicyOptions): string {
  const social = o.socialSignIn ? [GOOGLE, FACEBOOK] : [];
  const from = (kind: keyof typeof GOOGLE) => social.flatMap((provider) => provider[kind]);
  const api = originOf(o.apiOrigin);
  const images = (o.imageOrigins ?? []).map(originOf);
  const uploads = (o.uploadOrigins ?? []).map(originOf);
  const directives = [
    "default-src 'self'",
    directive('script-src', [
      "'self'",
      ...o.inlineScriptHashes.map((h) => `'${h}'`),
      ...from('script'),
    ]),
    // Chakra (emotion) writes <style> elements at run time, and React sets style attributes.
    directive('style-src', ["'self'", "'unsafe-inline'", ...from('style')]),
    // blob: for the previews of files being uploaded, data: for small inline images.
    directive('img-src', ["'self'", 'data:', 'blob:', api, ...images, ...from('img')]),
    "font-src 'self' data:",
    directive('connect-src', ["'self'", api, ...uploads, ...from('connect')]),
    directive('frame-src', from('frame')),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    directive('form-action', [
      "'self'",
      ...(o.formActionOrigins ?? []).map(originOf),
      ...PAYHERE_CHECKOUT_ORIGINS,
    ]),
    "frame-ancestors 'none'",
    ...(o.production ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers for an HTML page (the web app's index.html, the site app's pages, the dev pages). */
export function documentSecurityHeaders(o: DocumentPolicyOptions): Record<string, string> {
  return {
    'content-security-policy': documentContentSecurityPolicy(o),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Google's and Facebook's sign-in popups (and the local identity page's) report back to their
    // opener: with `same-origin` the browser would cut that link. Without them, full isolation.
    'cross-origin-opener-policy':
      o.socialSignIn || o.localSignIn ? 'same-origin-allow-popups' : 'same-origin',
    ...(o.production && { 'strict-transport-security': HSTS }),
  };
}

/** Headers for API answers (JSON, images, redirects): nothing in them may run or be framed. */
export function apiSecurityHeaders(o: { production: boolean }): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(o.production && { 'strict-transport-security': HSTS }),
  };
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
/** The `type` values that make a script run (HTML's JavaScript MIME types, and modules). */
const EXECUTABLE_TYPE =
  /^(?:module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:javascript1\.[0-5]|jscript|livescript))$/i;

function runsAsScript(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  // Anything else (application/json, application/ld+json, ...) is a data block: it never runs,
  // and CSP does not govern it.
  return type === '' || EXECUTABLE_TYPE.test(type);
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `sha256-…` (without quotes) of each inline script a page runs, in document order, duplicates
 * once. Scripts with `src` and data blocks are left out.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes) || !runsAsScript(attributes) || body === '') continue;
    const hash = `sha256-${await sha256Base64(body)}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The site's security headers on every answer of the API (errors included) and of the dev pages
 * (docs/security.md). JSON, images and redirects get the API's policy; HTML (the dev pages,
 * which have inline styles but no scripts, and forms that post here and come back to the site)
 * a document policy that fits them. A header a route set itself is kept (`no-referrer` on the
 * sign-in redirects, say).
 */
export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const production = config.mode === 'production';
  const api = apiSecurityHeaders({ production });
  return async (c, next) => {
    await next();
    const html = /^\s*text\/html/i.test(c.res.headers.get('content-type') ?? '');
    const headers = html
      ? documentSecurityHeaders({
          ...documentPolicyFor(config, []),
          socialSignIn: false,
          localSignIn: false,
          formActionOrigins: [siteOrigin(c, config)],
        })
      : api;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  };
}
