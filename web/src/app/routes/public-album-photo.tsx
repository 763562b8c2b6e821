import { useParams } from 'react-router';
import { PhotoDetailPage } from '../../features/photo-detail/components/photo-detail-page.tsx';
import { BackToAlbum } from '../../features/public-albums/components/public-album-page.tsx';
import { photoActions } from '../photo-actions.tsx';

/** A photo opened from a public album: the photo page, with the way back to the album. */
export function Component() {
  const { albumId = '', photoId = '' } = useParams();
  return (
    <PhotoDetailPage
      key={photoId}
      photoId={photoId}
      header={<BackToAlbum albumId={albumId} />}
      actions={photoActions}
    />
  );
}
