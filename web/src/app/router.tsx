import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import type { RouteHandle } from '../components/layout/navbar.tsx';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { RequireUser } from './guards.tsx';
import { RouteError } from './route-error.tsx';
import { paths } from '../config/paths.ts';

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
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      // Accounts: sign-up, login and the signed-in user's own space.
      { path: paths.signup.pattern, lazy: () => import('./routes/auth/signup.tsx') },
      { path: paths.login.pattern, lazy: () => import('./routes/auth/login.tsx') },
      {
        path: paths.updatePassword.pattern,
        lazy: () => import('./routes/auth/update-password.tsx'),
      },
      { path: paths.activated.pattern, lazy: () => import('./routes/auth/activated.tsx') },
      {
        element: <RequireUser />,
        children: [
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
      { path: '*', lazy: () => import('./routes/not-found.tsx'), handle: searchAlways },
    ],
  },
];

/** The app's router; created once, by main.tsx. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
