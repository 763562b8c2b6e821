import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CollectionsPage } from '../../../features/collections/components/collections-page.tsx';

export function Component() {
  usePageTitle('My Collections');
  return <CollectionsPage />;
}
