import { readSocialSettings } from '../config.ts';
import { IMMUTABLE_CACHE } from '../lib/cache-control.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
  type DocumentPolicyOptions,
  type SitePolicyConfig,
} from '../middleware/security-headers.ts';

/**
 * The static host's headers for the files it serves itself (Netlify applies `_headers` only to
 * those, never to what it proxies to the function): written to web/dist/_headers at build time
 * by scripts/static-host/write-headers.ts, and applied by CI's stand-in for the host
 * (scripts/topology/static-host.mjs), so both come from the same rules.
 */
export interface HeaderRule {
  /** A path, or a prefix ending in `*`, as Netlify matches them. */
  path: string;
  headers: Record<string, string>;
}

/**
 * The variables of the static host's build environment (and of its edge) that shape the policy:
 * the function's own names, read as the function reads them.
 */
export interface StaticSiteEnv {
  VITE_API_URL?: string;
  PUBLIC_API_URL?: string;
  SUPABASE_URL?: string;
  SUPABASE_PROJECT_REF?: string;
  SUPABASE_FUNCTIONS_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
}

/**
 * The deployment's policy settings from the static host's environment, which holds none of the
 * function's keys: `production` says it stands in for the Supabase deployment (https, Supabase
 * Auth, so Facebook is a redirect and no provider has a stand-in); without it, for `npm start`'s
 * local mode, as CI's stand-in host does.
 */
export function staticSiteConfig(env: StaticSiteEnv, production: boolean): SitePolicyConfig {
  // The project's origin, which serves Storage too (only the origin is kept).
  const ref = env.SUPABASE_PROJECT_REF;
  const project =
    env.SUPABASE_URL ?? (ref ? `https://${ref}.supabase.co` : env.SUPABASE_FUNCTIONS_URL);
  return {
    mode: production ? 'production' : 'local',
    publicApiUrl: env.VITE_API_URL || env.PUBLIC_API_URL || undefined,
    supabase: production && project ? { url: project } : undefined,
    social: readSocialSettings({ ...env, PUBLIC_API_URL: undefined }, !production),
  };
}

/**
 * The page policy of a build from the host's environment and the built index.html (whose inline
 * script is allowed by its hash): `documentPolicyFor`, as the function's pages get it.
 */
export async function staticSitePolicy(
  env: StaticSiteEnv,
  indexHtml: string,
  production: boolean,
): Promise<DocumentPolicyOptions> {
  return documentPolicyFor(staticSiteConfig(env, production), await inlineScriptHashes(indexHtml));
}

/** Every file: the page policy (index.html, app-shell.html); hashed assets: cached for good. */
export function staticSiteHeaderRules(policy: DocumentPolicyOptions): HeaderRule[] {
  return [
    { path: '/*', headers: documentSecurityHeaders(policy) },
    { path: '/assets/*', headers: { 'cache-control': IMMUTABLE_CACHE } },
  ];
}

function matches(rule: HeaderRule, pathname: string): boolean {
  return rule.path.endsWith('*')
    ? pathname.startsWith(rule.path.slice(0, -1))
    : pathname === rule.path;
}

/** The headers of every rule that matches, later rules winning, as the host applies them. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => matches(rule, pathname)).map((r) => r.headers),
  );
}

/** The rules as a Netlify `_headers` file. */
export function headersFile(rules: HeaderRule[]): string {
  return rules
    .map((rule) =>
      [
        rule.path,
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
