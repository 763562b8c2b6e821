import { useParams } from 'react-router';
import { AlbumView } from '../../../features/creator-albums/components/album-view.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/album/view/:albumId: the owner's album with its Live and In Review tabs. */
export function Component() {
  usePageTitle('Album');
  const { albumId = '' } = useParams();
  return <AlbumView albumId={albumId} />;
}
