import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePublicAlbum } from '../api/public-albums.ts';
import styles from './back-to-album.module.css';
import { useT } from '../../../i18n/index.ts';

/**
 * Above a photo opened from a public album: the way back to that album. Plain CSS, like the photo
 * page it heads (decision 20).
 */
export function BackToAlbum({ albumId }: { albumId: string }) {
  const album = usePublicAlbum(albumId);
  const t = useT();
  return (
    <Link to={paths.publicAlbum(albumId)} className={styles.back}>
      <LuArrowLeft aria-hidden /> {album.data ? album.data.name : t('albums.backToAlbum')}
    </Link>
  );
}
