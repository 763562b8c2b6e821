import 'virtual:design-system.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadDesignSystem } from './app/design-system.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The home page does not need Chakra; load it once the page has settled, so the next screen
// opens without waiting for it. If that fails, the next screen that needs it tries again.
const loadLater = () => void loadDesignSystem().catch(() => undefined);
window.addEventListener('load', () => {
  if ('requestIdleCallback' in window) requestIdleCallback(loadLater);
  else setTimeout(loadLater, 1000);
});
