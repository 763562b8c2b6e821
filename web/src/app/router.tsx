import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import type { RouteHandle } from '../components/layout/navbar.tsx';
import { paths } from '../config/paths.ts';
import { RouteError } from './route-error.tsx';

/**
 * Every URL of the spec. Each page is its own lazily loaded module in `routes/` exporting
 * `Component`, so a visitor downloads only the pages they open. Signed-in pages sit under
 * `RequireUser` / `RequireCreator` / `RequireAdmin` from `guards.tsx`.
 */
const searchAlways: RouteHandle = { navbarSearch: true };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // The first page's code and data arrive together; until then the page stays empty rather
    // than showing a frame that would jump when they land.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      {
        path: paths.searchResults.pattern,
        lazy: () => import('./routes/search-results.tsx'),
        handle: searchAlways,
      },
      {
        path: paths.photoDetail.pattern,
        lazy: () => import('./routes/photo-detail.tsx'),
        handle: searchAlways,
      },
      { path: paths.purchase.pattern, lazy: () => import('./routes/purchase.tsx') },
      { path: paths.paymentResult.pattern, lazy: () => import('./routes/payment-result.tsx') },
      { path: paths.publicAlbums.pattern, lazy: () => import('./routes/public-albums.tsx') },
      { path: paths.publicAlbum.pattern, lazy: () => import('./routes/public-album.tsx') },
      {
        path: paths.publicAlbumPhoto.pattern,
        lazy: () => import('./routes/public-album-photo.tsx'),
        handle: searchAlways,
      },
      { path: paths.termsConditions.pattern, lazy: () => import('./routes/static-terms.tsx') },
      { path: paths.privacyPolicy.pattern, lazy: () => import('./routes/static-privacy.tsx') },
      {
        path: paths.uploadGuideline.pattern,
        lazy: () => import('./routes/static-upload-guideline.tsx'),
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx'), handle: searchAlways },
    ],
  },
];

/** The app's router; created once, by main.tsx. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
