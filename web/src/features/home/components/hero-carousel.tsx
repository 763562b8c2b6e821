import { useEffect, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PhotoCard } from '@contract/photo.ts';
import { HERO_IMAGE_SIZES, pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { PictureSources } from '../../../components/ui/picture-sources.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { useAwaitingApp } from '../../../lib/use-hydrated.ts';
import styles from './home.module.css';
import { useT } from '../../../i18n/index.ts';

export const SLIDE_INTERVAL_MS = 5000;

const slideButton = cx(ui.button, ui.ghost, ui.onDark, ui.icon, styles.slideButton);

/**
 * The hero's background slideshow. It pauses while the pointer or keyboard focus is on it and
 * with its pause button (WCAG 2.2.2); previous/next buttons and the slide dots are keyboard
 * reachable; the credit links to the photo. Its buttons are disabled until the app takes over the
 * server's markup (decision 44): without the script there is no slideshow to steer. Only the current and the next slide are in the DOM,
 * and the next one only from half a slide's time on, so the first screen downloads one large
 * image.
 */
export function HeroCarousel({ slides }: { slides: PhotoCard[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const awaitingApp = useAwaitingApp();
  // The next slide's large image waits until the first has had the connection to itself: on a
  // slow phone network it would otherwise halve the bandwidth of the page's largest image.
  const [nextReady, setNextReady] = useState(false);
  const count = slides.length;

  useEffect(() => {
    const timer = setTimeout(() => setNextReady(true), SLIDE_INTERVAL_MS / 2);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, count]);

  if (count === 0) return null;
  const current = slides[index % count]!;
  const next = slides[(index + 1) % count]!;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <div
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {(nextReady && count > 1 ? [current, next] : [current]).map((photo) => (
        <picture key={photo.id} className={styles.picture}>
          <PictureSources sources={pictureSources(photo)} sizes={HERO_IMAGE_SIZES} />
          <img
            src={photo.public_urls.full}
            srcSet={previewSrcSet(photo)}
            sizes={HERO_IMAGE_SIZES}
            alt={photo === current ? photo.alt || photo.name : ''}
            aria-hidden={photo !== current}
            fetchPriority={photo === current && index === 0 ? 'high' : 'low'}
            loading="eager"
            className={styles.slide}
            style={{
              opacity: photo === current ? 1 : 0,
              backgroundColor: photo.dominant_color ?? undefined,
            }}
          />
        </picture>
      ))}
      <div className={styles.shade} />
      <div className={styles.controls}>
        <p className={styles.credit} aria-live="polite">
          <Link to={paths.photoDetail(current.id)} className={styles.creditLink}>
            {current.name}
          </Link>
          <span className={cx(styles.creditBy, ui.hideBelowSm)}>
            {t('home.carousel.by', {
              name: `${current.uploader.first_name} ${current.uploader.last_name}`,
            })}
          </span>
        </p>
        <div className={styles.buttons}>
          <button
            type="button"
            aria-label={t('home.carousel.previous')}
            className={slideButton}
            disabled={awaitingApp}
            onClick={() => go(-1)}
          >
            <LuChevronLeft />
          </button>
          <button
            type="button"
            aria-label={paused ? t('home.carousel.play') : t('home.carousel.pause')}
            className={slideButton}
            disabled={awaitingApp}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <LuPlay /> : <LuPause />}
          </button>
          <button
            type="button"
            aria-label={t('home.carousel.next')}
            className={slideButton}
            disabled={awaitingApp}
            onClick={() => go(1)}
          >
            <LuChevronRight />
          </button>
          {/* A p takes no aria-label (Nu, html-validate): the words are its hidden text. */}
          <p className={styles.counter}>
            <span aria-hidden="true">
              {index + 1}/{count}
            </span>
            <span className={styles.visuallyHidden}>
              {t('home.carousel.position', { index: index + 1, count })}
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
