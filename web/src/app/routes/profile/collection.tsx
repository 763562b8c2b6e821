import { useParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CollectionView } from '../../../features/collections/components/collection-view.tsx';

/** /profile/collection/view/:collectionId */
export function Component() {
  const t = useT();
  usePageTitle(t('collections.page.title'));
  const { collectionId = '' } = useParams();
  return <CollectionView id={collectionId} />;
}
