import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeWatermark, stampWatermark, watermarkTile, type WatermarkTile } from './watermark.ts';

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

describe('removeWatermark', () => {
  const size = { width: 1200, height: 800, channels: 3 };
  /** A diagonal ramp in every channel, so each stamped pixel lands on a different value. */
  const photo = () => {
    const pixels = new Uint8Array(size.width * size.height * 3);
    for (let i = 0; i < pixels.length; i++) {
      const pixel = Math.floor(i / 3);
      pixels[i] = (((pixel % size.width) + Math.floor(pixel / size.width)) * (1 + (i % 3))) % 200;
    }
    return pixels;
  };
  /** The largest difference of any channel, and the mean one. */
  const difference = (a: Uint8Array, b: Uint8Array) => {
    let largest = 0;
    let total = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i]! - b[i]!);
      largest = Math.max(largest, d);
      total += d;
    }
    return { largest, mean: total / a.length };
  };

  it('gives back the pixels the stamp covered, up to rounding', async () => {
    const clean = photo();
    const stamped = new Uint8Array(clean);
    stampWatermark(stamped, size, await watermarkTile());
    expect(difference(stamped, clean).largest).toBeGreaterThan(60);
    await removeWatermark(stamped, size);
    expect(difference(stamped, clean).largest).toBeLessThanOrEqual(2);
  });

  it('undoes a stamp that was scaled down with its image', async () => {
    const clean = photo();
    const stamped = new Uint8Array(clean);
    stampWatermark(stamped, size, await watermarkTile());
    const half = { width: 600, height: 400, channels: 3 };
    const shrink = async (pixels: Uint8Array) =>
      new Uint8Array(
        await sharp(pixels, { raw: { ...size, channels: 3 } })
          .resize(half.width, half.height)
          .raw()
          .toBuffer(),
      );
    const [cleanHalf, stampedHalf] = await Promise.all([shrink(clean), shrink(stamped)]);
    const before = difference(stampedHalf, cleanHalf).mean;
    const wrongScale = new Uint8Array(stampedHalf);
    await removeWatermark(wrongScale, half);
    await removeWatermark(stampedHalf, half, 0.5);
    expect(difference(stampedHalf, cleanHalf).mean).toBeLessThan(before / 4);
    expect(difference(wrongScale, cleanHalf).mean).toBeGreaterThan(before / 2);
  });
});
