import { useParams, type LoaderFunctionArgs } from 'react-router';
import { photoQuery } from '../../lib/public-photo.ts';
import { similarPhotosQuery } from '../../features/photo-detail/api/get-similar-photos.ts';
import { PhotoDetailPage } from '../../features/photo-detail/components/photo-detail-page.tsx';
import { photoActions } from './photo-actions.tsx';
import { prefetch } from './prefetch.ts';

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => [
    client.prefetchQuery(photoQuery(params.photoId ?? '')),
    client.prefetchQuery(similarPhotosQuery(params.photoId ?? '')),
  ]);

export function Component() {
  const { photoId = '' } = useParams();
  return <PhotoDetailPage key={photoId} photoId={photoId} actions={photoActions} />;
}
