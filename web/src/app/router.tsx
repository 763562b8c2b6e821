import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import type { RouteHandle } from '../components/layout/navbar.tsx';
import { paths } from '../config/paths.ts';
import { withDesignSystem } from './design-system.tsx';
import { keyFirstEntry } from './history-entry-key.ts';
import { LoginPromptViewport } from './login-prompt-viewport.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every URL of the spec. Each page is its own lazily loaded module in `routes/` exporting
 * `Component`, so a visitor downloads only the pages they open. Signed-in pages sit under
 * `RequireUser` / `RequireCreator` / `RequireAdmin` from `guards.tsx`. The shell and the pages
 * visitors land on (home, search, public albums, sign-up, login...) are plain CSS; every other
 * page loads Chakra with its module (`page`).
 */
const searchAlways: RouteHandle = { navbarSearch: true };

/**
 * A page built with Chakra: its module and the design system load together (decision 20). The
 * plain-CSS pages (`plainPaths` in vite.config.ts) load without it.
 */
const page = withDesignSystem;

/** A guard layout route (`guards.tsx`); its "not for your account" page is a Chakra screen. */
const guard = (name: 'RequireUser' | 'RequireCreator' | 'RequireAdmin') =>
  page(() => import('./guards.tsx').then((guards) => ({ Component: guards[name] })));

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <AppLayout />
        <LoginPromptViewport />
      </>
    ),
    errorElement: <RouteError />,
    // The first page's code and data arrive together; until then the page stays empty rather
    // than showing a frame that would jump when they land.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      // Plain CSS: search results and the public album pages (issue 17, fast on a slow phone).
      {
        path: paths.searchResults.pattern,
        lazy: () => import('./routes/search-results.tsx'),
        handle: searchAlways,
      },
      // Accounts: sign-up, login, password reset and activation. Sign-up and login are plain CSS.
      { path: paths.signup.pattern, lazy: () => import('./routes/auth/signup.tsx') },
      { path: paths.login.pattern, lazy: () => import('./routes/auth/login.tsx') },
      // The password forms are plain CSS too: they work before the script (decision 45).
      {
        path: paths.forgotPassword.pattern,
        lazy: () => import('./routes/auth/forgot-password.tsx'),
      },
      {
        path: paths.updatePassword.pattern,
        lazy: () => import('./routes/auth/update-password.tsx'),
      },
      { path: paths.activated.pattern, lazy: page(() => import('./routes/auth/activated.tsx')) },
      // The photo page is plain CSS, from a search or from an album; its popups load Chakra.
      {
        path: paths.photoDetail.pattern,
        lazy: () => import('./routes/photo-detail.tsx'),
        handle: searchAlways,
      },
      { path: paths.purchase.pattern, lazy: page(() => import('./routes/purchase.tsx')) },
      {
        path: paths.paymentResult.pattern,
        lazy: page(() => import('./routes/payment-result.tsx')),
      },
      { path: paths.publicAlbums.pattern, lazy: () => import('./routes/public-albums.tsx') },
      { path: paths.publicAlbum.pattern, lazy: () => import('./routes/public-album.tsx') },
      {
        path: paths.publicAlbumPhoto.pattern,
        lazy: () => import('./routes/public-album-photo.tsx'),
        handle: searchAlways,
      },
      {
        path: paths.termsConditions.pattern,
        lazy: page(() => import('./routes/static-terms.tsx')),
      },
      {
        path: paths.privacyPolicy.pattern,
        lazy: page(() => import('./routes/static-privacy.tsx')),
      },
      {
        path: paths.uploadGuideline.pattern,
        lazy: page(() => import('./routes/static-upload-guideline.tsx')),
      },
      {
        lazy: guard('RequireUser'),
        children: [
          // The profile header is everyone's; creators also get their studio below it.
          {
            path: paths.profileAlbums.pattern,
            lazy: page(() => import('./routes/profile/albums.tsx')),
          },
          {
            path: paths.profileFavourites.pattern,
            lazy: page(() => import('./routes/profile/favourites.tsx')),
          },
          {
            path: paths.profileCollections.pattern,
            lazy: page(() => import('./routes/profile/collections.tsx')),
          },
          {
            path: paths.profileCollection.pattern,
            lazy: page(() => import('./routes/profile/collection.tsx')),
          },
          {
            path: paths.profilePurchases.pattern,
            lazy: page(() => import('./routes/profile/purchases.tsx')),
          },
        ],
      },
      {
        lazy: guard('RequireCreator'),
        children: [
          {
            path: paths.profileAlbum.pattern,
            lazy: page(() => import('./routes/profile/album.tsx')),
          },
          {
            path: paths.profileAlbumUpload.pattern,
            lazy: page(() => import('./routes/profile/album-upload.tsx')),
          },
          { path: paths.ownerPhoto.pattern, lazy: page(() => import('./routes/owner-photo.tsx')) },
          {
            path: paths.profileStats.pattern,
            lazy: page(() => import('./routes/profile/stats.tsx')),
          },
          {
            path: paths.profileStatement.pattern,
            lazy: page(() => import('./routes/profile/statement.tsx')),
          },
        ],
      },
      {
        lazy: guard('RequireAdmin'),
        children: [{ path: paths.admin.pattern, lazy: page(() => import('./routes/admin.tsx')) }],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx'), handle: searchAlways },
    ],
  },
];

/** The app's router; created once, by main.tsx. */
export function createAppRouter() {
  // Before the router reads the first entry: a new page load must not restore another's scroll.
  keyFirstEntry();
  return createBrowserRouter(routes);
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the first page's route modules and loaders are done, so a render shows the page
 * itself rather than the router's empty fallback: hydrating server markup needs exactly that.
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
