import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GRID_EAGER_TILES } from '@contract/page-requests.ts';
import type { PhotoCard } from '@contract/photo.ts';
import { GRID_IMAGE_SIZES, pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import { masonryStyles } from './masonry.ts';
import styles from './photo-grid.module.css';
import ui from './ui/plain-ui.module.css';
import { PictureSources } from './ui/picture-sources.tsx';

/**
 * The masonry grid of photos (DESIGN.md): 2 columns on phones, 3 on tablets, 4 on wide screens.
 * Every tile reserves its box from the API's width and height and shows the blurred placeholder
 * or the dominant colour until the thumbnail arrives, so nothing moves. Title and uploader show
 * on hover or keyboard focus, never over the photo at rest. Each tile is a real link, in the
 * photos' order for keyboards and screen readers. Plain CSS: the home page shows it before Chakra
 * has loaded (decision 20); positions come from masonry.ts, so the server's markup is final
 * (decision 38).
 */
export interface PhotoGridProps {
  photos: PhotoCard[];
  /** Where a tile leads; the public photo detail by default. */
  hrefFor?: (photo: PhotoCard) => string;
  /** Buttons over a tile's corner (favourite, remove...), given by the page that composes. */
  actions?: (photo: PhotoCard) => ReactNode;
  /** How many leading tiles are in the first screen and load eagerly. */
  eagerCount?: number;
}

export function PhotoGrid({
  photos,
  hrefFor = (photo) => paths.photoDetail(photo.id),
  actions,
  eagerCount = GRID_EAGER_TILES,
}: PhotoGridProps) {
  const t = useT();
  const layout = useMemo(() => masonryStyles(photos), [photos]);
  return (
    <div className={styles.grid} data-photo-grid="">
      <div className={styles.canvas} style={layout.canvas}>
        {photos.map((photo, index) => (
          // The whole tile, so the actions sit beside the link, not inside it (no button in a link).
          <div key={photo.id} className={styles.tile} style={layout.tiles[index]}>
            <Link
              to={hrefFor(photo)}
              aria-label={t('shell.photoGrid.tileLabel', {
                title: photo.name,
                name: `${photo.uploader.first_name} ${photo.uploader.last_name}`,
              }).trim()}
              className={styles.link}
            >
              <div
                className={styles.frame}
                style={{
                  aspectRatio: `${photo.width} / ${photo.height}`,
                  backgroundColor: photo.dominant_color ?? undefined,
                  backgroundImage: photo.placeholder ? `url("${photo.placeholder}")` : undefined,
                }}
              >
                {/* The same candidates and sizes the server preloads (contract/image-sets.ts). */}
                <picture className={styles.picture}>
                  <PictureSources sources={pictureSources(photo)} sizes={GRID_IMAGE_SIZES} />
                  <img
                    src={photo.public_urls.thumbnail}
                    srcSet={previewSrcSet(photo)}
                    sizes={GRID_IMAGE_SIZES}
                    alt={photo.alt || photo.name}
                    width={photo.width}
                    height={photo.height}
                    loading={index < eagerCount ? 'eager' : 'lazy'}
                    decoding="async"
                    className={styles.image}
                  />
                </picture>
                <div className={styles.caption} aria-hidden>
                  <p className={styles.title}>{photo.name}</p>
                  <p className={styles.uploader}>
                    {photo.uploader.first_name} {photo.uploader.last_name}
                  </p>
                </div>
              </div>
            </Link>
            {actions && <div className={styles.actions}>{actions(photo)}</div>}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The grid's loading state: tiles of mixed heights in the same columns. */
export function PhotoGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div
      className={styles.skeletonGrid}
      role="status"
      aria-busy="true"
      aria-label={t('shell.photoGrid.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={ui.skeleton}
          style={
            {
              '--tile-height': `${140 + (i % 3) * 50}px`,
              '--tile-height-md': `${200 + (i % 3) * 70}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
