// The one-site deployment's rules (docs/deploy.md): Netlify serves the built web app and proxies
// /v1/* to the Supabase Edge Function `v1`, so the browser sees the API on the web app's own
// origin (SameSite=Lax cookies, no CORS). netlify.toml writes them to web/dist/_redirects at
// build time; scripts/topology/static-host.mjs applies the same rules in CI.

/** Rules in Netlify's order: first match wins; `force` also overrides an existing file. */
export function siteRules(functionsBase) {
  const base = functionsBase.replace(/\/$/, '');
  return [
    // https://<ref>.supabase.co/functions/v1/<function>/<path>: the function is named v1 and
    // answers the contract's /v1/... paths.
    { from: '/v1/*', to: `${base}/v1/:splat`, status: 200, force: true },
    // Client-side routes: any path without a file is the single-page app.
    { from: '/*', to: '/index.html', status: 200, force: false },
  ];
}

/** The rules as a Netlify `_redirects` file. */
export function redirectsFile(rules) {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}${r.force ? '!' : ''}`).join('\n') + '\n';
}

/** The rule for a path and where it leads (`:splat` filled in), or undefined. */
export function matchRule(rules, pathname) {
  for (const rule of rules) {
    const prefix = rule.from.slice(0, -1); // every rule here ends in `*`
    if (pathname.startsWith(prefix) || `${pathname}/` === prefix) {
      const splat = pathname.slice(prefix.length);
      return { rule, target: rule.to.replace(':splat', splat) };
    }
  }
  return undefined;
}
