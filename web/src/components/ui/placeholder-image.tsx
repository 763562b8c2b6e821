import { useState, type CSSProperties } from 'react';
import type { PictureSource } from '@contract/image-sets.ts';
import { PictureSources } from './picture-sources.tsx';
import { LuImageOff } from 'react-icons/lu';
import { cx } from '../../lib/cx.ts';
import styles from './placeholder-image.module.css';

/**
 * A photo that never moves the page: its box is reserved from the API's width and height, the
 * blurred placeholder (or the dominant colour) shows until the image arrives, and a neutral
 * placeholder replaces an image that fails to load (spec section 8, 'Image load'). Plain CSS, so
 * pages without Chakra can show it (decision 20); Chakra screens use `ImageWithPlaceholder`,
 * which adds Chakra's style props.
 */
export interface PlaceholderImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** AVIF/WebP `<source>`s (`pictureSources`): the `<img>` is then wrapped in a `<picture>`. */
  sources?: PictureSource[];
  /** data: URL of a tiny blurred version, from the API. */
  placeholder?: string | null;
  dominantColor?: string | null;
  /** The largest image of the first screen: fetched eagerly with high priority (LCP). */
  priority?: boolean;
  /** Contain inside a box of another shape instead of filling the reserved aspect ratio. */
  fit?: 'cover' | 'contain';
  /** On the frame (the reserved box). */
  className?: string;
  style?: CSSProperties;
}

export function PlaceholderImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  sources = [],
  placeholder,
  dominantColor,
  priority = false,
  fit = 'cover',
  className,
  style,
}: PlaceholderImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={cx(styles.frame, className)}
      style={{
        aspectRatio: `${width} / ${height}`,
        backgroundColor: dominantColor ?? undefined,
        backgroundImage: placeholder && !failed ? `url("${placeholder}")` : undefined,
        ...style,
      }}
    >
      {failed ? (
        <div className={styles.failed} role="img" aria-label={alt}>
          <LuImageOff size="32" aria-hidden />
        </div>
      ) : (
        <picture className={styles.picture}>
          {sizes && <PictureSources sources={sources} sizes={sizes} />}
          <img
            src={src}
            srcSet={srcSet}
            sizes={sizes}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            onError={() => setFailed(true)}
            className={styles.image}
            style={{ objectFit: fit }}
          />
        </picture>
      )}
    </div>
  );
}
