import type { PictureSource } from '@contract/image-sets.ts';

/** A `<picture>`'s AVIF and WebP `<source>`s, with the same `sizes` as its `<img>`. */
export function PictureSources({ sources, sizes }: { sources: PictureSource[]; sizes: string }) {
  return sources.map((source) => (
    <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
  ));
}
