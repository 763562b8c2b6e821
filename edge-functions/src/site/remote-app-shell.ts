import { checkAppShell } from './app-shell.ts';
import type { AppShellSource } from './site-app.ts';

/** How long the function keeps the static host's index.html before asking again. */
const FRESH_MS = 60_000;

/**
 * The app shell in production: the function fetches the index.html that the static host
 * serves beside the assets it names (as `/app-shell.html`, a file the host's page rewrite leaves
 * alone), so pages always name the assets of the deployed build. A failed fetch keeps the last
 * good copy.
 */
export function remoteAppShell(
  siteUrl: string,
  fetchPage: typeof fetch = fetch,
  now: () => number = Date.now,
): AppShellSource {
  const url = `${siteUrl.replace(/\/$/, '')}/app-shell.html`;
  let cached: { html: string; at: number } | null = null;
  let pending: Promise<string | null> | null = null;

  async function load(): Promise<string | null> {
    try {
      const answer = await fetchPage(url, { headers: { accept: 'text/html' } });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      const html = checkAppShell(await answer.text());
      cached = { html, at: now() };
      return html;
    } catch {
      return cached?.html ?? null;
    } finally {
      pending = null;
    }
  }

  return () => {
    if (cached && now() - cached.at < FRESH_MS) return Promise.resolve(cached.html);
    pending ??= load();
    return pending;
  };
}
