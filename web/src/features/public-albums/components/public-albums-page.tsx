import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicAlbumTile, PublicUser } from '@contract/browse.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PlaceholderImage } from '../../../components/ui/placeholder-image.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicAlbums, usePublicUser } from '../api/public-albums.ts';
import styles from './public-albums.module.css';

/**
 * Spec 2, Public albums (/public/albums/{username}): the profile header and album tiles. Plain
 * CSS (decision 20): a photographer's page opened from a link paints without waiting for Chakra.
 */
export function PublicAlbumsPage({ username }: { username: string }) {
  const user = usePublicUser(username);
  const albums = usePublicAlbums(username);
  usePageTitle(user.data ? `${user.data.first_name}'s albums` : 'Albums');
  return (
    <QueryState
      query={user}
      skeleton={<HeaderSkeleton />}
      notFound={
        <NotFoundPage
          title="Photographer not found"
          message="There is no photographer with this name."
        />
      }
    >
      {(profile) => (
        <>
          <ProfileHeader user={profile} />
          <div className={cx(ui.container, styles.albums)}>
            <h2 className={cx(ui.headingXl, styles.albumsTitle)}>
              Albums{albums.data ? ` (${albums.data.length})` : ''}
            </h2>
            <QueryState
              query={albums}
              skeleton={<TilesSkeleton />}
              isEmpty={(list) => list.length === 0}
              empty={
                <EmptyState
                  title="No public albums yet"
                  detail={`${profile.first_name} has not published any photos yet.`}
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
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <section aria-label="Photographer">
      <div
        className={styles.cover}
        style={user.cover_photo ? { backgroundImage: `url("${user.cover_photo}")` } : undefined}
        role={user.cover_photo ? 'img' : undefined}
        aria-label={user.cover_photo ? `Cover photo of ${name}` : undefined}
      />
      <div className={ui.container}>
        <div className={styles.profile}>
          <Avatar name={name} src={user.profile_photo} />
          <div className={styles.who}>
            <h1 className={ui.heading2xl}>{user.first_name}</h1>
            <p className={styles.muted}>@{user.username} · Photographer on LankaLens</p>
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
  return (
    <article className={styles.tile}>
      <PlaceholderImage src={album.thumbnail_url} alt="" width={4} height={3} />
      <div className={styles.tileBody}>
        <h3 className={ui.headingMd}>
          <Link to={paths.publicAlbum(album.id)} className={styles.tileLink}>
            {album.name}
          </Link>
        </h3>
        <p className={styles.tileCount}>
          {formatCount(album.photo_count)} {album.photo_count === 1 ? 'photo' : 'photos'}
        </p>
        {album.deleted && <span className={styles.deleted}>Album Deleted</span>}
      </div>
    </article>
  );
}

function HeaderSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading photographer"
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
