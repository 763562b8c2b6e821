// First: before any module that uses zod runs (the CSP allows no eval).
import './lib/zod-without-eval.ts';
import 'virtual:design-system.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { I18nProvider, initialLanguage, loadMessages } from './i18n/index.ts';

const router = createAppRouter();
// The catalogue loads beside the first route's module (the router has started on it).
const language = initialLanguage();
const messages = await loadMessages(language);
document.documentElement.lang = language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider language={language} messages={messages}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>
  </StrictMode>,
);
