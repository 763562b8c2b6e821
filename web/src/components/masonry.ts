import type { CSSProperties } from 'react';

/**
 * The photo grid's masonry, placed by arithmetic instead of by measuring (decision 38).
 *
 * For each column count the grid can show, every tile gets its column, the photo heights above it
 * (in column widths) and the number of gaps above it. CSS turns those into positions from the
 * container's width (`cqw`), so the server's markup is the final layout at any width: one copy
 * of the tiles, nothing to measure after hydration, nothing that moves.
 */

/** A layout the grid can show: from which container width, how many columns, what gap. */
export interface MasonryLayout {
  minWidth: number;
  columns: number;
  gapPx: number;
}

/** 2 columns on phones, 3 on tablets, 4 on wide screens (DESIGN.md). */
export const MASONRY_LAYOUTS: readonly MasonryLayout[] = [
  { minWidth: 0, columns: 2, gapPx: 8 },
  { minWidth: 600, columns: 3, gapPx: 16 },
  { minWidth: 1000, columns: 4, gapPx: 16 },
];

/** Where one tile sits in one layout. */
export interface MasonrySlot {
  column: number;
  /** The heights of the photos above it, in column widths. */
  heightAbove: number;
  /** How many gaps are above it. */
  gapsAbove: number;
}

export interface MasonryColumns {
  slots: MasonrySlot[];
  /** Each column's total height in column widths, and its number of tiles. */
  columns: { height: number; tiles: number }[];
}

/**
 * Places photos (width / height each) one after another into the column that ends highest, the
 * way a reader scans: appending photos never moves the ones already placed, so the search page's
 * next page only adds tiles below. `gapShare` is a typical gap as a share of a column's width,
 * which only breaks near-ties between columns.
 */
export function placeInColumns(
  sizes: readonly { width: number; height: number }[],
  columnCount: number,
  gapShare: number,
): MasonryColumns {
  const columns = Array.from({ length: columnCount }, () => ({ height: 0, tiles: 0 }));
  const slots = sizes.map(({ width, height }) => {
    let column = 0;
    for (let c = 1; c < columnCount; c++) {
      const end = (k: number) => columns[k]!.height + columns[k]!.tiles * gapShare;
      if (end(c) < end(column) - 1e-9) column = c;
    }
    const target = columns[column]!;
    const slot = { column, heightAbove: target.height, gapsAbove: target.tiles };
    target.height += width > 0 && height > 0 ? height / width : 1;
    target.tiles += 1;
    return slot;
  });
  return { slots, columns };
}

/** Five decimals keep positions exact to well under a pixel and the markup short. */
const round = (value: number) => Number(value.toFixed(5));

/** A typical gap's share of a column's width per layout (its smallest container width). */
function typicalGapShare({ minWidth, columns, gapPx }: MasonryLayout) {
  const width = Math.max(minWidth, 360);
  return gapPx / ((width - (columns - 1) * gapPx) / columns);
}

/**
 * The custom properties the grid's CSS reads: per layout `n` (its index), the canvas gets
 * `--masonry-height-n`, and each tile `--masonry-column-n`, `--masonry-above-n` and
 * `--masonry-gaps-n`.
 */
export function masonryStyles(sizes: readonly { width: number; height: number }[]): {
  canvas: CSSProperties;
  tiles: CSSProperties[];
} {
  const canvas: Record<string, string> = {};
  const tiles: Record<string, string | number>[] = sizes.map(() => ({}));
  MASONRY_LAYOUTS.forEach((layout, n) => {
    const placed = placeInColumns(sizes, layout.columns, typicalGapShare(layout));
    // The tallest column sets the height; which one is tallest depends on the width, so all
    // columns go into a max().
    const ends = placed.columns
      .filter((column) => column.tiles > 0)
      .map(
        ({ height, tiles }) =>
          `calc(${round(height)} * var(--masonry-column-width) + ${tiles - 1} * var(--masonry-gap))`,
      );
    canvas[`--masonry-height-${n}`] = ends.length > 0 ? `max(${ends.join(', ')})` : '0px';
    placed.slots.forEach((slot, i) => {
      tiles[i]![`--masonry-column-${n}`] = slot.column;
      tiles[i]![`--masonry-above-${n}`] = round(slot.heightAbove);
      tiles[i]![`--masonry-gaps-${n}`] = slot.gapsAbove;
    });
  });
  return { canvas: canvas as CSSProperties, tiles: tiles as CSSProperties[] };
}
