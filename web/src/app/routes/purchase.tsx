import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { priceCheckQuery } from '../../features/checkout/api/get-checkout-photo.ts';
import { PurchasePage } from '../../features/checkout/components/purchase-page.tsx';
import { useT } from '../../i18n/index.ts';
import { photoQuery } from '../../lib/public-photo.ts';
import { prefetch } from './prefetch.ts';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const photoId = new URL(request.url).searchParams.get('id');
  return photoId
    ? prefetch((client) => [
        client.prefetchQuery(photoQuery(photoId)),
        client.prefetchQuery(priceCheckQuery(photoId)),
      ])
    : null;
};

export function Component() {
  const [search] = useSearchParams();
  const photoId = search.get('id');
  const t = useT();
  if (!photoId) {
    return (
      <NotFoundPage title={t('checkout.nothing.title')} message={t('checkout.nothing.message')} />
    );
  }
  return <PurchasePage key={photoId} photoId={photoId} />;
}
