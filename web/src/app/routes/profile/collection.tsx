import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CollectionView } from '../../../features/collections/components/collection-view.tsx';

/** /profile/collection/view/:collectionId */
export function Component() {
  usePageTitle('My Collections');
  const { collectionId = '' } = useParams();
  return <CollectionView id={collectionId} />;
}
