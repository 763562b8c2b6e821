import { createBrowserRouter, type RouteObject } from 'react-router';
import { pages, sitePages, type PageGuard, type PageName } from '@contract/site-pages.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import type { RouteHandle } from '../components/layout/navbar.tsx';
import { withDesignSystem } from './design-system.tsx';
import { keyFirstEntry } from './history-entry-key.ts';
import { LoginPromptViewport } from './login-prompt-viewport.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page of the page list (`@contract/site-pages.ts`, decision 56), where its pattern, guard
 * and drawing are written. Each page is its own lazily loaded module in `routes/` exporting
 * `Component`, so a visitor downloads only the pages they open. Signed-in pages sit under
 * `RequireUser` / `RequireCreator` / `RequireAdmin` from `guards.tsx`. The server-drawn pages
 * (home, search, public albums, sign-up, login...) are plain CSS; every other page loads Chakra
 * with its module (`withDesignSystem`, decision 20).
 */
type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** Each page's module: a page missing here, or one the list does not know, fails the typecheck. */
const modules: Record<PageName, () => Promise<RouteModule>> = {
  home: () => import('./routes/home.tsx'),
  searchResults: () => import('./routes/search-results.tsx'),
  photoDetail: () => import('./routes/photo-detail.tsx'),
  publicAlbums: () => import('./routes/public-albums.tsx'),
  publicAlbum: () => import('./routes/public-album.tsx'),
  publicAlbumPhoto: () => import('./routes/public-album-photo.tsx'),
  termsConditions: () => import('./routes/static-terms.tsx'),
  privacyPolicy: () => import('./routes/static-privacy.tsx'),
  uploadGuideline: () => import('./routes/static-upload-guideline.tsx'),
  login: () => import('./routes/auth/login.tsx'),
  signup: () => import('./routes/auth/signup.tsx'),
  updatePassword: () => import('./routes/auth/update-password.tsx'),
  forgotPassword: () => import('./routes/auth/forgot-password.tsx'),
  activated: () => import('./routes/auth/activated.tsx'),
  purchase: () => import('./routes/purchase.tsx'),
  paymentResult: () => import('./routes/payment-result.tsx'),
  profileAlbums: () => import('./routes/profile/albums.tsx'),
  profileFavourites: () => import('./routes/profile/favourites.tsx'),
  profileCollections: () => import('./routes/profile/collections.tsx'),
  profileCollection: () => import('./routes/profile/collection.tsx'),
  profilePurchases: () => import('./routes/profile/purchases.tsx'),
  ownerPhoto: () => import('./routes/owner-photo.tsx'),
  profileAlbum: () => import('./routes/profile/album.tsx'),
  profileAlbumUpload: () => import('./routes/profile/album-upload.tsx'),
  profileStats: () => import('./routes/profile/stats.tsx'),
  profileStatement: () => import('./routes/profile/statement.tsx'),
  admin: () => import('./routes/admin.tsx'),
};

/** The pages that want the navbar's search box at once (the 404 page too). */
const searchAlways: RouteHandle = { navbarSearch: true };
const withSearchBox = new Set<PageName>(['searchResults', 'photoDetail', 'publicAlbumPhoto']);

/** A page's route: a server-drawn page loads without Chakra, any other with it. */
function pageRoute(name: PageName): RouteObject {
  const page = pages[name];
  const load = modules[name];
  return {
    ...(page.pattern === pages.home.pattern ? { index: true } : { path: page.pattern }),
    lazy: page.drawn === 'server' ? load : withDesignSystem(load),
    ...(withSearchBox.has(name) && { handle: searchAlways }),
  };
}

const routesGuardedBy = (guard: PageGuard) =>
  sitePages.filter((page) => page.guard === guard).map((page) => pageRoute(page.name));

/** A guard layout route (`guards.tsx`); its "not for your account" page is a Chakra screen. */
const guarded = (
  name: 'RequireUser' | 'RequireCreator' | 'RequireAdmin',
  guard: PageGuard,
): RouteObject => ({
  lazy: withDesignSystem(() =>
    import('./guards.tsx').then((guards) => ({ Component: guards[name] })),
  ),
  children: routesGuardedBy(guard),
});

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
      ...routesGuardedBy('anyone'),
      guarded('RequireUser', 'user'),
      guarded('RequireCreator', 'creator'),
      guarded('RequireAdmin', 'admin'),
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
