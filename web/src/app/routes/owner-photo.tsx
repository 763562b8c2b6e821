import { useParams } from 'react-router';
import { OwnerPhotoPage } from '../../features/creator-photo/components/owner-photo-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /photo_detail_view/:photoId: the owner's private photo detail. */
export function Component() {
  usePageTitle('Photo');
  const { photoId = '' } = useParams();
  return <OwnerPhotoPage photoId={photoId} />;
}
