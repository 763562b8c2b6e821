import { useState, type ReactNode } from 'react';
import { LuDownload, LuEye, LuHeart, LuShieldCheck, LuUser } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PhotoDetail } from '@contract/browse.ts';
import { PHOTO_PAGE_IMAGE_SIZES, pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { PlaceholderImage } from '../../../components/ui/placeholder-image.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { formatResolution } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/server-render.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePhoto } from '../../../lib/public-photo.ts';
import { useCountView } from '../api/count-view.ts';
import { useSimilarPhotos } from '../api/get-similar-photos.ts';
import styles from './photo-detail.module.css';
import { PhotoFacts } from './photo-facts.tsx';
import { ShareButton } from './share-button.tsx';
import { richText, useI18n, useT } from '../../../i18n/index.ts';

export interface PhotoDetailPageProps {
  photoId: string;
  /**
   * The favourite and add-to-collection buttons, given by the route (they belong to the
   * favourites and collections features, which this one does not import).
   */
  actions?: (photo: PhotoDetail) => ReactNode;
  /** Above the photo: e.g. the way back to the public album it was opened from. */
  header?: ReactNode;
}

/**
 * Spec 2, Photo detail: the image large, a side panel with the price and the main action. Plain
 * CSS (decision 20): visitors land here from search engines and shared links, on phones, so the
 * page paints without Chakra; the popups behind its buttons load Chakra when first opened.
 */
export function PhotoDetailPage({ photoId, actions, header }: PhotoDetailPageProps) {
  const photo = usePhoto(photoId);
  const t = useT();
  usePageTitle(photo.data?.name);
  useCountView(photo.data?.id);
  return (
    <QueryState
      query={photo}
      skeleton={<PhotoDetailSkeleton />}
      notFound={
        <NotFoundPage title={t('photo.notFound.title')} message={t('photo.notFound.message')} />
      }
    >
      {(data) => (
        <>
          <div className={cx(ui.container, styles.page)}>
            {header}
            <div className={styles.columns}>
              <div className={styles.photo}>
                <PlaceholderImage
                  src={data.public_urls.full}
                  srcSet={previewSrcSet(data)}
                  sources={pictureSources(data)}
                  sizes={PHOTO_PAGE_IMAGE_SIZES}
                  alt={data.alt || data.name}
                  width={data.width}
                  height={data.height}
                  placeholder={data.placeholder}
                  dominantColor={data.dominant_color}
                  priority
                  fit="contain"
                  className={styles.frame}
                  // A tall photo fits the screen instead of pushing everything below it.
                  style={{ maxWidth: `min(100%, calc(75vh * ${data.width / data.height}))` }}
                />
              </div>
              <SidePanel photo={data} actions={actions?.(data)} />
            </div>
            <div className={styles.facts}>
              <PhotoFacts photo={data} />
            </div>
          </div>
          <MoreLikeThis photoId={data.id} />
        </>
      )}
    </QueryState>
  );
}

function SidePanel({ photo, actions }: { photo: PhotoDetail; actions?: ReactNode }) {
  const { t, format } = useI18n();
  const uploader = `${photo.uploader.first_name} ${photo.uploader.last_name}`.trim();
  // Written out in full in the share panel, which the server draws too (decision 44).
  const pageUrl = `${pageOrigin()}${paths.photoDetail(photo.id)}`;
  return (
    <aside aria-label={t('photo.panel.label')} className={styles.panel}>
      <h1 className={styles.title}>{photo.name}</h1>
      <div className={styles.byline}>
        <Avatar name={uploader} src={photo.uploader.profile_photo} />
        <div className={styles.small}>
          <p>
            {richText(t('photo.panel.by', { name: uploader }), {
              link: (name) =>
                photo.uploader.username ? (
                  <Link
                    to={paths.publicAlbums(photo.uploader.username)}
                    className={cx(styles.link, styles.strong)}
                  >
                    {name}
                  </Link>
                ) : (
                  <span className={styles.strong}>{name}</span>
                ),
            })}
          </p>
          <p className={styles.muted}>
            {richText(t('photo.panel.inAlbum', { album: photo.album.name }), {
              link: (album) => (
                <Link to={paths.publicAlbum(photo.album.id)} className={styles.link}>
                  {album}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
      <div
        className={cx(styles.stats, styles.small, styles.muted)}
        role="group"
        aria-label={t('photo.panel.statistics')}
      >
        <div className={styles.stat}>
          <LuEye aria-hidden /> {t('photo.panel.views', { count: photo.view_count })}
        </div>
        <div className={styles.stat}>
          <LuHeart aria-hidden /> {t('photo.panel.likes', { count: photo.like_count })}
        </div>
        <div className={styles.stat}>
          <LuDownload aria-hidden /> {t('photo.panel.downloads', { count: photo.download_count })}
        </div>
      </div>
      {/* The licence section: where the photo's structured data sends a buyer (acquireLicensePage). */}
      <section
        id="licence"
        className={styles.priceBox}
        aria-label={t('photo.panel.standardLicence')}
      >
        <p className={cx(styles.small, styles.muted)}>
          {photo.free_download ? t('photo.panel.price') : t('photo.panel.standardLicence')}
        </p>
        <p className={styles.price}>
          {photo.free_download ? t('photo.panel.free') : format.price(photo.price)}
        </p>
        <Link
          to={paths.purchase(photo.id)}
          className={cx(ui.button, ui.large, ui.solid, styles.buy)}
        >
          {photo.free_download
            ? t('photo.panel.downloadFree')
            : t('photo.panel.purchaseFor', { price: format.price(photo.price) })}
        </Link>
        <div className={styles.licence}>
          <LuShieldCheck aria-hidden />
          <p>
            {richText(
              t('photo.panel.licence', {
                resolution: formatResolution(photo.width, photo.height),
              }),
              {
                link: (text) => (
                  <Link to={paths.termsConditions()} className={styles.link}>
                    {text}
                  </Link>
                ),
              },
            )}
          </p>
        </div>
      </section>
      <div className={styles.actions}>
        <ShareButton url={pageUrl} title={photo.name} />
        {actions}
      </div>
    </aside>
  );
}

/** Chakra's Avatar (size sm, brand): the initials, and the photo over them once it loads. */
function Avatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  const words = name.split(' ');
  const initials =
    words.length > 1 ? `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}` : name.charAt(0);
  return (
    <span className={styles.avatar}>
      {initials ? initials.toUpperCase() : <LuUser aria-hidden />}
      {src && !failed ? (
        <img src={src} alt="" className={styles.avatarImage} onError={() => setFailed(true)} />
      ) : null}
    </span>
  );
}

function MoreLikeThis({ photoId }: { photoId: string }) {
  const similar = useSimilarPhotos(photoId);
  const t = useT();
  if (similar.isSuccess && similar.data.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this" className={cx(ui.container, styles.more)}>
      <h2 id="more-like-this" className={cx(ui.headingXl, styles.moreTitle)}>
        {t('photo.moreLikeThis')}
      </h2>
      <QueryState query={similar} skeleton={<PhotoGridSkeleton count={4} />}>
        {(photos) => <PhotoGrid photos={photos} eagerCount={0} />}
      </QueryState>
    </section>
  );
}

function PhotoDetailSkeleton() {
  const t = useT();
  return (
    <div className={cx(ui.container, styles.page)} aria-busy="true" aria-label={t('photo.loading')}>
      <div className={styles.columns}>
        <div className={cx(ui.skeleton, styles.skeletonPhoto)} />
        <div className={styles.skeletonPanel}>
          <div className={cx(ui.skeleton, styles.skeletonTitle)} />
          <div className={cx(ui.skeleton, styles.skeletonByline)} />
          <div className={cx(ui.skeleton, styles.skeletonPriceBox)} />
        </div>
      </div>
    </div>
  );
}
