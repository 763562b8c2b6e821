import { SIGNUP_GALLERY_SIZE } from '@contract/page-requests.ts';
import type { PhotoCard } from '@contract/photo.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { PlaceholderImage } from '../../../components/ui/placeholder-image.tsx';
import { useT } from '../../../i18n/index.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './auth.module.css';

/**
 * A 3 x 3 of featured photos beside the sign-up form (decorative on phones: below the form).
 * Plain CSS (decision 20).
 */
export function SignUpGallery({ photos }: { photos: PhotoCard[] | undefined }) {
  const t = useT();
  return (
    <div className={styles.gallery} role="group" aria-label={t('home.featured.title')}>
      {photos
        ? photos.slice(0, SIGNUP_GALLERY_SIZE).map((photo) => (
            <PlaceholderImage
              // The gallery is the page's largest content (beside the form on a wide screen,
              // under it on a phone): nine thumbnails, fetched at once when the page renders.
              priority
              key={photo.id}
              className={styles.galleryTile}
              src={photo.public_urls.thumbnail}
              alt={photo.alt || photo.name}
              width={1}
              height={1}
              placeholder={photo.placeholder}
              dominantColor={photo.dominant_color}
            />
          ))
        : Array.from({ length: SIGNUP_GALLERY_SIZE }, (_, index) => (
            <div key={index} className={cx(ui.skeleton, styles.galleryTile)} />
          ))}
    </div>
  );
}
