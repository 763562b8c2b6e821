import { useParams } from 'react-router';
import {
  OwnerPhotoPage,
  type ShareLink,
} from '../../features/creator-photo/components/owner-photo-page.tsx';
import { ShareButton } from '../../features/photo-detail/components/share-button.tsx';
import { useT } from '../../i18n/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The public photo page's Share button and popup, for the owner's page once published. */
const shareButton = ({ url, title }: ShareLink) => <ShareButton url={url} title={title} />;

/** /photo_detail_view/:photoId: the owner's private photo detail. */
export function Component() {
  const t = useT();
  usePageTitle(t('creator.photo.pageTitle'));
  const { photoId = '' } = useParams();
  return <OwnerPhotoPage photoId={photoId} shareButton={shareButton} />;
}
