import { useParams } from 'react-router';
import { PhotoDetailPage } from '../../features/photo-detail/components/photo-detail-page.tsx';
import { photoActions } from '../photo-actions.tsx';

export function Component() {
  const { photoId = '' } = useParams();
  return <PhotoDetailPage key={photoId} photoId={photoId} actions={photoActions} />;
}
