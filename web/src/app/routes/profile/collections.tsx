import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CollectionsPage } from '../../../features/collections/components/collections-page.tsx';

export function Component() {
  const t = useT();
  usePageTitle(t('collections.page.title'));
  return <CollectionsPage />;
}
