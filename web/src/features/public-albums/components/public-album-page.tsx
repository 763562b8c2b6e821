import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { TagLink, tagListClass } from '../../../components/ui/tag-link.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { isUuid } from '../../../lib/ids.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicAlbum } from '../api/public-albums.ts';
import styles from './public-albums.module.css';
import { useT } from '../../../i18n/index.ts';

function AlbumNotFound() {
  const t = useT();
  return <NotFoundPage title={t('albums.notFound.title')} message={t('albums.notFound.message')} />;
}

/**
 * Spec 2, Public album view: name, tags, photo count, a link back to the albums, the photos.
 * Plain CSS (decision 20): an album shared as a link paints without waiting for Chakra.
 */
export function PublicAlbumPage({ albumId }: { albumId: string }) {
  const album = usePublicAlbum(albumId);
  const t = useT();
  usePageTitle(album.data?.name);
  if (!isUuid(albumId)) return <AlbumNotFound />;
  return (
    <div className={cx(ui.container, styles.album)}>
      <QueryState query={album} skeleton={<PhotoGridSkeleton />} notFound={<AlbumNotFound />}>
        {(data) => {
          const tags = data.tags.split(',').filter(Boolean);
          return (
            <>
              {data.owner.username && (
                <Link
                  to={paths.publicAlbums(data.owner.username)}
                  className={cx(ui.button, ui.ghost, styles.back)}
                >
                  <LuArrowLeft aria-hidden /> {t('albums.allBy', { name: data.owner.first_name })}
                </Link>
              )}
              <h1 className={cx(ui.heading2xl, styles.title)}>{data.name}</h1>
              <p className={styles.count}>{t('albums.photoCount', { count: data.photo_count })}</p>
              {data.description && <p className={styles.description}>{data.description}</p>}
              {tags.length > 0 && (
                <div
                  className={cx(tagListClass, styles.tags)}
                  role="group"
                  aria-label={t('albums.tags')}
                >
                  {tags.map((tag) => (
                    <TagLink key={tag} tag={tag} />
                  ))}
                </div>
              )}
              <div className={styles.photos}>
                {data.photos.length === 0 ? (
                  <EmptyState title={t('albums.noPhotos')} />
                ) : (
                  <PhotoGrid
                    photos={data.photos}
                    hrefFor={(photo) => paths.publicAlbumPhoto(data.id, photo.id)}
                  />
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
