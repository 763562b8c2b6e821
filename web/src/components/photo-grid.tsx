import type { CSSProperties, ReactNode } from 'react';
import { MasonryPhotoAlbum, type Photo } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import ServerSideLayouts from 'react-photo-album/ssr';
import { Link } from 'react-router';
import { GRID_EAGER_TILES } from '@contract/page-requests.ts';
import type { PhotoCard } from '@contract/photo.ts';
import { GRID_IMAGE_SIZES, pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import styles from './photo-grid.module.css';
import ui from './ui/plain-ui.module.css';
import { PictureSources } from './ui/picture-sources.tsx';

/**
 * The masonry grid of photos (DESIGN.md): 2 columns on phones, 3 on tablets, 4 on wide screens.
 * Every tile reserves its box from the API's width and height and shows the blurred placeholder
 * or the dominant colour until the thumbnail arrives, so nothing moves. Title and uploader show
 * on hover or keyboard focus, never over the photo at rest. Each tile is a real link. Plain CSS:
 * the home page shows it before Chakra has loaded (decision 20).
 */
interface GridPhoto extends Photo {
  card: PhotoCard;
}

export interface PhotoGridProps {
  photos: PhotoCard[];
  /** Where a tile leads; the public photo detail by default. */
  hrefFor?: (photo: PhotoCard) => string;
  /** Buttons over a tile's corner (favourite, remove...), given by the page that composes. */
  actions?: (photo: PhotoCard) => ReactNode;
  /** How many leading tiles are in the first screen and load eagerly. */
  eagerCount?: number;
}

/** Container widths where the column count changes. */
const BREAKPOINTS = [600, 1000] as const;
const columnsFor = (width: number) => (width < BREAKPOINTS[0] ? 2 : width < BREAKPOINTS[1] ? 3 : 4);
const spacingFor = (width: number) => (width < BREAKPOINTS[0] ? 8 : 16);
/** The grid fills its container: at most the 1280 px content width (minus gutters). */
const SIZES = {
  size: 'min(100vw - 32px, 1216px)',
  sizes: [{ viewport: '(max-width: 767px)', size: 'calc(100vw - 32px)' }],
};

export function PhotoGrid({
  photos,
  hrefFor = (photo) => paths.photoDetail(photo.id),
  actions,
  eagerCount = GRID_EAGER_TILES,
}: PhotoGridProps) {
  const t = useT();
  const items: GridPhoto[] = photos.map((card) => ({
    key: card.id,
    src: card.public_urls.thumbnail,
    width: card.width,
    height: card.height,
    alt: card.alt || card.name,
    href: hrefFor(card),
    label: t('shell.photoGrid.tileLabel', {
      title: card.name,
      name: `${card.uploader.first_name} ${card.uploader.last_name}`,
    }).trim(),
    card,
  }));

  // The server cannot measure the grid: it sends the layout of each column count, and CSS
  // container queries show the one that fits (decision 32); the browser keeps that one.
  return (
    <ServerSideLayouts breakpoints={BREAKPOINTS}>
      <MasonryPhotoAlbum
        photos={items}
        columns={columnsFor}
        spacing={spacingFor}
        sizes={SIZES}
        render={{
          // The whole tile, so the actions sit beside the link, not inside it (no button in a link).
          photo: (_, { photo, index }) => (
            <div key={photo.key} className={styles.tile}>
              <Link to={photo.href!} aria-label={photo.label} className={styles.link}>
                <div
                  className={styles.frame}
                  style={{
                    aspectRatio: `${photo.width} / ${photo.height}`,
                    backgroundColor: photo.card.dominant_color ?? undefined,
                    backgroundImage: photo.card.placeholder
                      ? `url("${photo.card.placeholder}")`
                      : undefined,
                  }}
                >
                  {/* The same candidates and sizes the server preloads (contract/image-sets.ts). */}
                  <picture className={styles.picture}>
                    <PictureSources sources={pictureSources(photo.card)} sizes={GRID_IMAGE_SIZES} />
                    <img
                      src={photo.src}
                      srcSet={previewSrcSet(photo.card)}
                      sizes={GRID_IMAGE_SIZES}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading={index < eagerCount ? 'eager' : 'lazy'}
                      decoding="async"
                      className={styles.image}
                    />
                  </picture>
                  <div className={styles.caption} aria-hidden>
                    <p className={styles.title}>{photo.card.name}</p>
                    <p className={styles.uploader}>
                      {photo.card.uploader.first_name} {photo.card.uploader.last_name}
                    </p>
                  </div>
                </div>
              </Link>
              {actions && <div className={styles.actions}>{actions(photo.card)}</div>}
            </div>
          ),
        }}
      />
    </ServerSideLayouts>
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
