import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FavouritesPage } from '../../../features/favourites/components/favourites-page.tsx';

export function Component() {
  usePageTitle('My Favourites');
  return <FavouritesPage />;
}
