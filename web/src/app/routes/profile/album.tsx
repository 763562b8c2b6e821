import { useParams } from 'react-router';
import { AlbumView } from '../../../features/creator-albums/components/album-view.tsx';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/album/view/:albumId: the owner's album with its Live and In Review tabs. */
export function Component() {
  const t = useT();
  usePageTitle(t('creator.album.pageTitle'));
  const { albumId = '' } = useParams();
  return <AlbumView albumId={albumId} />;
}
