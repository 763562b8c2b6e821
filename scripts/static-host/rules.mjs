// The one-site deployment's rules (docs/deploy.md): Netlify serves the built web app and proxies
// /v1/* to the Supabase Edge Function `v1`, so the browser sees the API on the web app's own
// origin (SameSite=Lax cookies, no CORS). netlify.toml writes them to web/dist/_redirects at
// build time; scripts/topology/static-host.mjs applies the same rules in CI.

/** The function's path for pages: edge-functions/src/site/function-site.ts's FUNCTION_SITE_PREFIX. */
export const SITE_PREFIX = '/v1/site';

/** Rules in Netlify's order: first match wins; `force` also overrides an existing file. */
export function siteRules(functionsBase) {
  const base = functionsBase.replace(/\/$/, '');
  return [
    // https://<ref>.supabase.co/functions/v1/<function>/<path>: the function is named v1 and
    // answers the contract's /v1/... paths.
    { from: '/v1/*', to: `${base}/v1/:splat`, status: 200, force: true },
    // Pages come from the function's site app (decision 21): their head, first data and status
    // (404 for unknown addresses). `/` is forced past index.html; any other path without a file
    // (robots.txt and the sitemaps included) is a page. The site app fetches /app-shell.html.
    { from: '/', to: `${base}${SITE_PREFIX}/`, status: 200, force: true },
    { from: '/*', to: `${base}${SITE_PREFIX}/:splat`, status: 200, force: false },
  ];
}

/** The rules as a Netlify `_redirects` file. */
export function redirectsFile(rules) {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}${r.force ? '!' : ''}`).join('\n') + '\n';
}

/** The rule for a path and where it leads (`:splat` filled in), or undefined. */
export function matchRule(rules, pathname) {
  for (const rule of rules) {
    if (!rule.from.endsWith('*')) {
      if (pathname === rule.from) return { rule, target: rule.to };
      continue;
    }
    const prefix = rule.from.slice(0, -1);
    if (pathname.startsWith(prefix) || `${pathname}/` === prefix) {
      const splat = pathname.slice(prefix.length);
      return { rule, target: rule.to.replace(':splat', splat) };
    }
  }
  return undefined;
}
