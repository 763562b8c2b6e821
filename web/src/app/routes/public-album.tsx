import { useParams } from 'react-router';
import { PublicAlbumPage } from '../../features/public-albums/components/public-album-page.tsx';

export function Component() {
  const { albumId = '' } = useParams();
  return <PublicAlbumPage key={albumId} albumId={albumId} />;
}
