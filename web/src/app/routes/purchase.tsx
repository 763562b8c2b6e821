import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PurchasePage } from '../../features/checkout/components/purchase-page.tsx';

export function Component() {
  const [search] = useSearchParams();
  const photoId = search.get('id');
  if (!photoId) return <NotFoundPage title="Nothing to check out" message="No photo was chosen." />;
  return <PurchasePage key={photoId} photoId={photoId} />;
}
