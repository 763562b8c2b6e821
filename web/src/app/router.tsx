import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import type { RouteHandle } from '../components/layout/navbar.tsx';
import { paths } from '../config/paths.ts';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { RequireAdmin, RequireCreator, RequireUser } from './guards.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every URL of the spec. Each page is its own lazily loaded module in `routes/` exporting
 * `Component`, so a visitor downloads only the pages they open. Signed-in pages sit under
 * `RequireUser` / `RequireCreator` / `RequireAdmin` from `guards.tsx`.
 */
const searchAlways: RouteHandle = { navbarSearch: true };

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <AppLayout />
        {/* The login popup for actions that need a session (lib/login-prompt.ts). */}
        <LoginDialog />
      </>
    ),
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
      // Accounts: sign-up, login, password reset and activation.
      { path: paths.signup.pattern, lazy: () => import('./routes/auth/signup.tsx') },
      { path: paths.login.pattern, lazy: () => import('./routes/auth/login.tsx') },
      {
        path: paths.updatePassword.pattern,
        lazy: () => import('./routes/auth/update-password.tsx'),
      },
      { path: paths.activated.pattern, lazy: () => import('./routes/auth/activated.tsx') },
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
      {
        element: <RequireUser />,
        children: [
          // The profile header is everyone's; creators also get their studio below it.
          { path: paths.profileAlbums.pattern, lazy: () => import('./routes/profile/albums.tsx') },
          {
            path: paths.profileFavourites.pattern,
            lazy: () => import('./routes/profile/favourites.tsx'),
          },
          {
            path: paths.profileCollections.pattern,
            lazy: () => import('./routes/profile/collections.tsx'),
          },
          {
            path: paths.profileCollection.pattern,
            lazy: () => import('./routes/profile/collection.tsx'),
          },
          {
            path: paths.profilePurchases.pattern,
            lazy: () => import('./routes/profile/purchases.tsx'),
          },
        ],
      },
      {
        element: <RequireCreator />,
        children: [
          { path: paths.profileAlbum.pattern, lazy: () => import('./routes/profile/album.tsx') },
          {
            path: paths.profileAlbumUpload.pattern,
            lazy: () => import('./routes/profile/album-upload.tsx'),
          },
          { path: paths.ownerPhoto.pattern, lazy: () => import('./routes/owner-photo.tsx') },
          { path: paths.profileStats.pattern, lazy: () => import('./routes/profile/stats.tsx') },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: paths.admin.pattern, lazy: () => import('./routes/admin.tsx') }],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx'), handle: searchAlways },
    ],
  },
];

/** The app's router; created once, by main.tsx. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
