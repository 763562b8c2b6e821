// The server's way into the web app (decision 32): the markup of a plain-CSS page, rendered from
// the API answers the site app already has, so a phone paints the page before any script runs.
// Built by `vite build --ssr` into web/dist-server/ (web/package.json); the site app loads it.
import './lib/zod-without-eval.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@contract/languages.ts';
import type { PreloadedAnswers } from '@contract/preloaded-answers.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { I18nProvider, loadMessages } from './i18n/index.ts';
import { setServerRenderSource, type ServerRender } from './lib/server-render.ts';

const renders = new AsyncLocalStorage<ServerRender>();
setServerRenderSource(() => renders.getStore());

const handler = createStaticHandler(routes);

/**
 * Plain pages use no emotion styles, but Chakra's provider renders an (empty) global style,
 * which emotion would write into the markup as a `<style>` the browser's render does not have.
 * A `compat` cache keeps styles out of the markup.
 */
function quietEmotionCache() {
  const cache = createEmotionCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

export interface PageToRender {
  /** The page's full address (path and query decide the route and its data). */
  url: string;
  /** The API answers the site app embeds in the page: all the data the render may use. */
  answers: PreloadedAnswers;
  language: Language;
  /**
   * Draw the page even where it asked for data it was not given (it shows its loading state
   * there): for tests that walk every page for rules of the markup, never for visitors.
   */
  withMissingData?: boolean;
}

/**
 * The HTML inside `#root` for this page, as the browser's first render will make it from the same
 * answers; null when the server should leave the page to the browser: a redirect, or a page that
 * asked for data the server does not have (its markup would differ from the browser's).
 */
export async function renderPage({
  url,
  answers,
  language,
  withMissingData = false,
}: PageToRender): Promise<string | null> {
  const queryClient = createQueryClient();
  // An answer the page lacks will not appear by asking again: give up at once.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const render: ServerRender = {
    queryClient,
    answers,
    origin: new URL(url).origin,
    unanswered: [],
  };
  return renders.run(render, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    if (render.unanswered.length > 0 && !withMissingData) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const messages = await loadMessages(language);
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={quietEmotionCache()}>
          <I18nProvider language={language} messages={messages}>
            <AppProviders client={render.queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nProvider>
        </CacheProvider>
      </StrictMode>,
    );
    render.queryClient.clear();
    return html;
  });
}
