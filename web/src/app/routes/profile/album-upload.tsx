import { useParams } from 'react-router';
import { UploadPage } from '../../../features/upload/components/upload-page.tsx';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/album/view/:albumId/:albumName: upload photos into the album. */
export function Component() {
  const t = useT();
  usePageTitle(t('upload.page.title'));
  const { albumId = '', albumName = '' } = useParams();
  return <UploadPage albumId={albumId} albumName={albumName} />;
}
