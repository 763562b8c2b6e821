import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASONRY_LAYOUTS, masonryStyles, placeInColumns } from './masonry.ts';

const landscape = { width: 1500, height: 1000 };
const portrait = { width: 1000, height: 1500 };
const square = { width: 1000, height: 1000 };

describe('placeInColumns', () => {
  it('puts each photo under the column that ends highest, leftmost on a tie', () => {
    const placed = placeInColumns([portrait, landscape, square, landscape], 2, 0.05);
    expect(placed.slots.map((slot) => slot.column)).toEqual([0, 1, 1, 0]);
    // The square sits under the landscape photo: one photo and one gap above it.
    expect(placed.slots[2]).toEqual({ column: 1, heightAbove: 1000 / 1500, gapsAbove: 1 });
    expect(placed.columns).toEqual([
      { height: 1.5 + 1000 / 1500, tiles: 2 },
      { height: 1000 / 1500 + 1, tiles: 2 },
    ]);
  });

  it('never moves placed photos when more are appended (the next page of results)', () => {
    const first = [portrait, landscape, square, portrait, landscape, landscape, square];
    const more = [...first, portrait, square, landscape];
    for (const { columns } of MASONRY_LAYOUTS) {
      const before = placeInColumns(first, columns, 0.05).slots;
      expect(placeInColumns(more, columns, 0.05).slots.slice(0, first.length)).toEqual(before);
    }
  });

  it('gives a photo without a size a square box instead of dividing by zero', () => {
    const placed = placeInColumns([{ width: 0, height: 0 }, square], 2, 0.05);
    expect(placed.columns[0]!.height).toBe(1);
  });
});

describe('masonryStyles', () => {
  it('writes every tile a position in every layout, and the canvas every column end', () => {
    const { canvas, tiles } = masonryStyles([portrait, landscape, square]);
    expect(tiles).toHaveLength(3);
    MASONRY_LAYOUTS.forEach((_, n) => {
      for (const tile of tiles) {
        expect(tile).toHaveProperty(`--masonry-column-${n}`);
        expect(tile).toHaveProperty(`--masonry-above-${n}`);
        expect(tile).toHaveProperty(`--masonry-gaps-${n}`);
      }
    });
    // Three photos in two columns: two column ends; in three or four columns, three.
    const ends = (n: number) =>
      (canvas as Record<string, string>)[`--masonry-height-${n}`]!.match(/calc\(/g)?.length;
    expect([ends(0), ends(1), ends(2)]).toEqual([2, 3, 3]);
  });

  it('gives an empty grid no height', () => {
    expect(masonryStyles([]).canvas).toMatchObject({ '--masonry-height-0': '0px' });
  });

  it("matches the stylesheet's container widths, column counts and gaps", () => {
    const css = readFileSync(join(import.meta.dirname, 'photo-grid.module.css'), 'utf8');
    const queries = [
      ...css.matchAll(/@container \(min-width: (\d+)px\) \{\s*\.canvas \{([^}]*)\}/g),
    ];
    const fromCss = [
      { minWidth: 0, block: css.slice(css.indexOf('.canvas {'), css.indexOf('.canvas > .tile')) },
      ...queries.map((query) => ({ minWidth: Number(query[1]), block: query[2]! })),
    ];
    let columns = 0;
    let gapPx = 0;
    const read = fromCss.map(({ minWidth, block }) => {
      columns = Number(/--masonry-columns: (\d+)/.exec(block)?.[1] ?? columns);
      gapPx = Number(/--masonry-gap: (\d+)px/.exec(block)?.[1] ?? gapPx);
      return { minWidth, columns, gapPx };
    });
    expect(read).toEqual(MASONRY_LAYOUTS);
  });
});
