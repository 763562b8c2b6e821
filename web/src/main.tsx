// First: before any module that uses zod runs (the CSP allows no eval).
import './lib/zod-without-eval.ts';
import 'virtual:design-system.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { I18nProvider, initialLanguage, loadMessages } from './i18n/index.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

const root = document.getElementById('root')!;
const language = initialLanguage();

/**
 * Marks `<html data-app-ready>` once the first render is committed: from then on the page is the
 * app's, not only the server's markup (the journeys wait for it, e2e/support/test.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

// Not top-level await: with one in the entry, the bundler moves every module that the entry shares
// with a lazy chunk into a chunk of its own, ~4.5 KB more gzipped JS before any page (decision 34).
// Each stage (the modules, the router's first navigation, the catalogue, hydration) runs in a task
// of its own: one long task would keep a phone from answering a tap until all were done.
async function start() {
  await yieldToMain();
  const router = createAppRouter();
  // The catalogue loads beside the first route's module (the router has started on it).
  const messages = await loadMessages(language);
  // Markup from the server is adopted only when it is in the visitor's language (a shared cache
  // may have kept the page in another one): otherwise the page is drawn afresh.
  const hydrate = root.firstElementChild !== null && document.documentElement.lang === language;
  // Written only when it changes: even the same value makes the browser restyle the whole page.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;

  const app = (
    <StrictMode>
      <I18nProvider language={language} messages={messages}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
        <AppReady />
      </I18nProvider>
    </StrictMode>
  );

  if (hydrate) {
    // The server rendered this page (decision 32): once the route's module and data are here,
    // the first render is the server's markup, which React adopts instead of drawing it again.
    await routerReady(router);
    await yieldToMain();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a phone would not answer a tap meanwhile).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
