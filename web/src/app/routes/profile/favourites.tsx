import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FavouritesPage } from '../../../features/favourites/components/favourites-page.tsx';

export function Component() {
  const t = useT();
  usePageTitle(t('favourites.page.title'));
  return <FavouritesPage />;
}
