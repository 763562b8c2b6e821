import type { PhotoDetail } from '../contract/browse.ts';
import { createSiteApp, type PageRenderer } from '../site/site-app.ts';
import { appShellTemplate } from './app-shell-template.ts';
import { seedFacts } from './seed-ids.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface SeededSite {
  t: TestApp;
  site: ReturnType<typeof createSiteApp>;
  /** The seeded paid and free photos, as the public API answers them. */
  paid: PhotoDetail;
  free: PhotoDetail;
}

/**
 * The site app over a seeded test database, with the web app's template: its public pages (with
 * the web app's server render when given).
 */
export async function seededSite(options: { renderPage?: PageRenderer } = {}): Promise<SeededSite> {
  const t = await createTestApp();
  const site = createSiteApp(t.deps, {
    api: t.app,
    appShell: () => Promise.resolve(appShellTemplate),
    renderPage: options.renderPage ?? null,
  });
  const photo = async (id: string) =>
    (await (await t.app.request(`/v1/public/photos/${id}`)).json()) as PhotoDetail;
  const [paid, free] = await Promise.all([photo(seedFacts.paidPhoto), photo(seedFacts.freePhoto)]);
  return { t, site, paid, free };
}
