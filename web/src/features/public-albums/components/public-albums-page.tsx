import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicAlbumTile, PublicUser } from '@contract/browse.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PlaceholderImage } from '../../../components/ui/placeholder-image.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicAlbums, usePublicUser } from '../api/public-albums.ts';
import styles from './public-albums.module.css';
import { useT } from '../../../i18n/index.ts';

/**
 * Spec 2, Public albums (/public/albums/{username}): the profile header and album tiles. Plain
 * CSS (decision 20): a photographer's page opened from a link paints without waiting for Chakra.
 */
export function PublicAlbumsPage({ username }: { username: string }) {
  const user = usePublicUser(username);
  const albums = usePublicAlbums(username);
  const t = useT();
  usePageTitle(
    user.data ? t('albums.pageTitle', { name: user.data.first_name }) : t('albums.pageTitleEmpty'),
  );
  return (
    <QueryState
      query={user}
      skeleton={<HeaderSkeleton />}
      notFound={
        <NotFoundPage
          title={t('albums.photographerNotFound.title')}
          message={t('albums.photographerNotFound.message')}
        />
      }
    >
      {(profile) => (
        <>
          <ProfileHeader user={profile} />
          <div className={cx(ui.container, styles.albums)}>
            <h2 className={cx(ui.headingXl, styles.albumsTitle)}>
              {albums.data
                ? t('albums.headingCount', { count: String(albums.data.length) })
                : t('albums.heading')}
            </h2>
            <QueryState
              query={albums}
              skeleton={<TilesSkeleton />}
              isEmpty={(list) => list.length === 0}
              empty={
                <EmptyState
                  title={t('albums.empty.title')}
                  detail={t('albums.empty.detail', { name: profile.first_name })}
                />
              }
            >
              {(list) => (
                <div className={styles.grid}>
                  {list.map((album) => (
                    <AlbumTile key={album.id} album={album} />
                  ))}
                </div>
              )}
            </QueryState>
          </div>
        </>
      )}
    </QueryState>
  );
}

function ProfileHeader({ user }: { user: PublicUser }) {
  const t = useT();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <section aria-label={t('albums.photographer')}>
      <div
        className={styles.cover}
        style={user.cover_photo ? { backgroundImage: `url("${user.cover_photo}")` } : undefined}
        role={user.cover_photo ? 'img' : undefined}
        aria-label={user.cover_photo ? t('albums.coverOf', { name }) : undefined}
      />
      <div className={ui.container}>
        <div className={styles.profile}>
          <Avatar name={name} src={user.profile_photo} />
          <div className={styles.who}>
            <h1 className={ui.heading2xl}>{user.first_name}</h1>
            <p className={styles.muted}>
              {t('albums.onLankaLens', { username: user.username ?? '' })}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The first letters of the first and last words: 'Nuwan Perera' is 'NP'. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  return words.length > 1 ? first + words[words.length - 1]!.charAt(0) : first;
}

/** The profile photo over the initials, which stay when there is none or it fails to load. */
function Avatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.avatar}>
      <span className={styles.initials}>{initials(name)}</span>
      {src && !failed && (
        <img src={src} alt="" className={styles.avatarImage} onError={() => setFailed(true)} />
      )}
    </div>
  );
}

function AlbumTile({ album }: { album: PublicAlbumTile }) {
  const t = useT();
  return (
    <article className={styles.tile}>
      <PlaceholderImage src={album.thumbnail_url} alt="" width={4} height={3} />
      <div className={styles.tileBody}>
        <h3 className={ui.headingMd}>
          <Link to={paths.publicAlbum(album.id)} className={styles.tileLink}>
            {album.name}
          </Link>
        </h3>
        <p className={styles.tileCount}>{t('albums.photoCount', { count: album.photo_count })}</p>
        {album.deleted && <span className={styles.deleted}>{t('albums.deleted')}</span>}
      </div>
    </article>
  );
}

function HeaderSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('albums.loadingPhotographer')}
      className={styles.headerSkeleton}
    >
      <div className={cx(ui.skeleton, styles.coverSkeleton)} />
      <div className={cx(ui.container, styles.albums)}>
        <TilesSkeleton />
      </div>
    </div>
  );
}

function TilesSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={cx(ui.skeleton, styles.tileSkeleton)} />
      ))}
    </div>
  );
}
