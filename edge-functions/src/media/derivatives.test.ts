import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePublicDerivatives, watermarkPreview, type PublicDerivatives } from './derivatives.ts';
import {
  craftPixelFloodJpeg,
  renderUploadTestJpeg,
  TEST_PRIVATE_DATA,
  truncateJpeg,
} from '../test/test-images.ts';

let original: Uint8Array;
let paid: PublicDerivatives;
let free: PublicDerivatives;

beforeAll(async () => {
  original = await renderUploadTestJpeg({ width: 2400, height: 1600, withExif: true });
  [paid, free] = await Promise.all([
    makePublicDerivatives(original, { paid: true }),
    makePublicDerivatives(original, { paid: false }),
  ]);
});

async function rawPixels(jpeg: Uint8Array) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference per channel sample, and the share of samples off by more than 24. */
async function difference(a: Uint8Array, b: Uint8Array) {
  const [left, right] = await Promise.all([rawPixels(a), rawPixels(b)]);
  expect([left.width, left.height]).toEqual([right.width, right.height]);
  let total = 0;
  let strong = 0;
  for (let i = 0; i < left.data.length; i++) {
    const delta = Math.abs(left.data[i]! - right.data[i]!);
    total += delta;
    if (delta > 24) strong++;
  }
  return { mean: total / left.data.length, strongShare: strong / left.data.length };
}

describe('makePublicDerivatives', () => {
  it('makes a 400 px wide thumbnail and a 1600 px preview, progressive sRGB JPEGs', async () => {
    const [thumbnail, preview] = await Promise.all([
      sharp(paid.thumbnail).metadata(),
      sharp(paid.preview).metadata(),
    ]);
    expect(thumbnail).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 267,
      isProgressive: true,
    });
    expect(preview).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1067,
      isProgressive: true,
    });
    expect(preview).toMatchObject({ space: 'srgb', channels: 3 });
    expect([paid.width, paid.height]).toEqual([2400, 1600]);
  });

  it('turns the outputs by the EXIF orientation', async () => {
    const turned = await renderUploadTestJpeg({
      width: 1800,
      height: 1200,
      withExif: true,
      targetBytes: 0,
      orientation: 6,
    });
    const result = await makePublicDerivatives(turned, { paid: false });
    const preview = await sharp(result.preview).metadata();
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([result.width, result.height]).toEqual([1200, 1800]);
    expect([preview.width, preview.height]).toEqual([1067, 1600]);
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 600]);
    expect(preview.orientation).toBeUndefined();
  });

  it('strips all metadata: no GPS, no serial number, no EXIF at all', async () => {
    const source = await exifr.parse(original, { gps: true, pick: undefined });
    // The original does carry what must not leak, so the checks below can fail.
    expect(source).toMatchObject({ SerialNumber: TEST_PRIVATE_DATA.serialNumber });
    expect(source.latitude).toBeCloseTo(TEST_PRIVATE_DATA.latitude, 3);
    const placeholderBytes = Buffer.from(paid.placeholder.split(',')[1]!, 'base64');
    for (const output of [paid.preview, paid.thumbnail, free.preview, placeholderBytes]) {
      expect(await exifr.parse(output, true)).toBeUndefined();
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });

  it('converts a wide-gamut (Display P3) original to sRGB colours', async () => {
    // Pure sRGB green stored as Display P3 values with a P3 profile: read without colour
    // management it would come out as a duller green.
    const p3 = await sharp({
      create: { width: 1400, height: 1200, channels: 3, background: '#00ff00' },
    })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    const p3Pixel = await sharp(p3, { ignoreIcc: true })
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(p3Pixel[0]).toBeGreaterThan(60); // the stored values are not sRGB green
    const result = await makePublicDerivatives(new Uint8Array(p3), { paid: false });
    const [r, g, b] = await sharp(result.preview)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(r).toBeLessThan(20);
    expect(g).toBeGreaterThan(235);
    expect(b).toBeLessThan(20);
  });

  it('watermarks the preview of a paid photo only', async () => {
    const reference = await sharp(original)
      .resize({ width: 1600, height: 1600, fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer();
    const freeVsPlain = await difference(free.preview, new Uint8Array(reference));
    const paidVsFree = await difference(paid.preview, free.preview);
    // The free preview is the photo (only JPEG noise apart from a plain resize) ...
    expect(freeVsPlain.mean).toBeLessThan(3);
    expect(freeVsPlain.strongShare).toBeLessThan(0.01);
    // ... while the paid one has strong marks spread over the image (measured: mean 2.8 levels,
    // 3.9% of samples off by more than 24; the free preview scores 0 and 0).
    expect(paidVsFree.mean).toBeGreaterThan(1.5);
    expect(paidVsFree.strongShare).toBeGreaterThan(0.02);
  });

  it.each(['b-w', 'cmyk'] as const)(
    'turns a %s original into a 3-channel sRGB preview',
    async (space) => {
      const jpeg = await sharp({
        create: { width: 1400, height: 1200, channels: 3, background: '#cc3333' },
      })
        .toColourspace(space)
        .jpeg()
        .toBuffer();
      expect((await sharp(jpeg).metadata()).space).toBe(space);
      const result = await makePublicDerivatives(new Uint8Array(jpeg), { paid: true });
      expect(await sharp(result.preview).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
      expect(result.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('gives byte-identical outputs for the same original (content-addressed storage keys)', async () => {
    const again = await makePublicDerivatives(original, { paid: true });
    expect(Buffer.from(again.preview).equals(Buffer.from(paid.preview))).toBe(true);
    expect(Buffer.from(again.thumbnail).equals(Buffer.from(paid.thumbnail))).toBe(true);
    expect(again.placeholder).toBe(paid.placeholder);
    expect(again.dominantColor).toBe(paid.dominantColor);
  });

  it('never watermarks the thumbnail', () => {
    expect(Buffer.from(paid.thumbnail).equals(Buffer.from(free.thumbnail))).toBe(true);
  });

  it('gives a tiny blurred placeholder under 1.5 KB and a #rrggbb dominant colour', async () => {
    expect(paid.placeholder).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    expect(paid.placeholder.length).toBeLessThan(1536);
    const bytes = Buffer.from(paid.placeholder.split(',')[1]!, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 11 });
    expect(paid.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('finds the colour that covers most of the photo', async () => {
    const { data, info } = await sharp({
      create: { width: 1400, height: 1200, channels: 3, background: '#1e6fb4' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 300, channels: 3, background: '#f5d142' } },
          top: 100,
          left: 100,
        },
      ])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 95 }).toBuffer();
    const result = await makePublicDerivatives(new Uint8Array(jpeg), { paid: true });
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(result.dominantColor.slice(at, at + 2), 16));
    expect(Math.abs(r! - 0x1e) + Math.abs(g! - 0x6f) + Math.abs(b! - 0xb4)).toBeLessThan(12);
  });

  it('refuses a truncated original and a pixel flood instead of publishing them', async () => {
    await expect(makePublicDerivatives(truncateJpeg(original), { paid: false })).rejects.toThrow();
    await expect(
      makePublicDerivatives(await craftPixelFloodJpeg(), { paid: false }),
    ).rejects.toThrow(/pixel limit/i);
  });
});

describe('watermarkPreview', () => {
  it('stamps a clean preview like a paid one made from the original, keeping its size', async () => {
    const stamped = await watermarkPreview(free.preview);
    expect(await sharp(stamped).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1067,
      space: 'srgb',
      channels: 3,
      isProgressive: true,
    });
    const marks = await difference(stamped, free.preview);
    expect(marks.mean).toBeGreaterThan(1.5);
    expect(marks.strongShare).toBeGreaterThan(0.02);
    // The same marks as the direct path (only a second JPEG generation apart).
    const fromOriginal = await difference(stamped, paid.preview);
    expect(fromOriginal.strongShare).toBeLessThan(0.005);
    expect(await exifr.parse(stamped, true)).toBeUndefined();
    expect((await sharp(stamped).metadata()).exif).toBeUndefined();
  });

  it('refuses a broken preview instead of publishing half of it', async () => {
    await expect(watermarkPreview(truncateJpeg(free.preview))).rejects.toThrow();
  });
});
