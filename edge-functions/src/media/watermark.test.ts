import { describe, expect, it } from 'vitest';
import { stampWatermark, watermarkTile, type WatermarkTile } from './watermark.ts';

describe('stampWatermark', () => {
  // A 2 x 1 tile: an opaque white pixel and a fully transparent one.
  const tile: WatermarkTile = {
    rgba: new Uint8Array([255, 255, 255, 255, 0, 0, 0, 0]),
    width: 2,
    height: 1,
  };

  it('repeats the tile and leaves transparent parts untouched', () => {
    const pixels = new Uint8Array(5 * 2 * 3).fill(40);
    stampWatermark(pixels, { width: 5, height: 2, channels: 3 }, tile);
    const row = Array.from(pixels.slice(0, 15));
    expect(row).toEqual([255, 255, 255, 40, 40, 40, 255, 255, 255, 40, 40, 40, 255, 255, 255]);
    expect(Array.from(pixels.slice(15))).toEqual(row);
  });

  it('blends semi-transparent pixels', () => {
    const half: WatermarkTile = { rgba: new Uint8Array([255, 255, 255, 128]), width: 1, height: 1 };
    const pixels = new Uint8Array([0, 100, 255]);
    stampWatermark(pixels, { width: 1, height: 1, channels: 3 }, half);
    expect(Array.from(pixels)).toEqual([128, 178, 255]);
  });

  it('renders a tile with visible, semi-transparent marks', async () => {
    const { rgba, width, height } = await watermarkTile();
    let marked = 0;
    let strongest = 0;
    for (let i = 3; i < rgba.length; i += 4) {
      if (rgba[i]! > 0) marked++;
      strongest = Math.max(strongest, rgba[i]!);
    }
    const share = marked / (width * height);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.6);
    // Semi-transparent: the photo stays visible under the marks.
    expect(strongest).toBeLessThan(255);
    expect(strongest).toBeGreaterThan(64);
  });
});
