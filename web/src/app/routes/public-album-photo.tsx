import { useParams, type LoaderFunctionArgs } from 'react-router';
import { photoQuery } from '../../lib/public-photo.ts';
import { similarPhotosQuery } from '../../features/photo-detail/api/get-similar-photos.ts';
import { PhotoDetailPage } from '../../features/photo-detail/components/photo-detail-page.tsx';
import { publicAlbumQuery } from '../../features/public-albums/api/public-albums.ts';
import { BackToAlbum } from '../../features/public-albums/components/back-to-album.tsx';
import { photoActions } from './photo-actions.tsx';
import { prefetch } from './prefetch.ts';

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch((client) => [
    client.prefetchQuery(photoQuery(params.photoId ?? '')),
    client.prefetchQuery(similarPhotosQuery(params.photoId ?? '')),
    client.prefetchQuery(publicAlbumQuery(params.albumId ?? '')),
  ]);

/** A photo opened from a public album: the photo page, with the way back to the album. */
export function Component() {
  const { albumId = '', photoId = '' } = useParams();
  return (
    <PhotoDetailPage
      key={photoId}
      photoId={photoId}
      actions={photoActions}
      header={<BackToAlbum albumId={albumId} />}
    />
  );
}
