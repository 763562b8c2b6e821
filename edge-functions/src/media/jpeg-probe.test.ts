import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { probeJpeg, readJpegFrameHeader, sniffJpegHeader } from './jpeg-probe.ts';
import {
  craftPixelFloodJpeg,
  randomBytes,
  renderSmallDimensionJpeg,
  renderTestPng,
  renderUploadTestJpeg,
  truncateJpeg,
  withClaimedSize,
} from '../test/test-images.ts';
import { MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES, uploadSizeError } from './upload-rules.ts';

let good: Uint8Array;
let progressive: Uint8Array;

beforeAll(async () => {
  good = await renderUploadTestJpeg({ width: 2000, height: 1500, withExif: true });
  const sharp = (await import('sharp')).default;
  progressive = new Uint8Array(
    await sharp(good).jpeg({ quality: 95, progressive: true }).toBuffer(),
  );
});

describe('probeJpeg', () => {
  it('accepts a camera-like JPEG and reads its size', () => {
    expect(good.length).toBeGreaterThanOrEqual(MIN_UPLOAD_BYTES);
    expect(probeJpeg(good)).toEqual({ ok: true, width: 2000, height: 1500 });
  });

  it('accepts a progressive JPEG', () => {
    expect(probeJpeg(progressive)).toEqual({ ok: true, width: 2000, height: 1500 });
  });

  it('accepts padding and extra data after the end of the image', () => {
    const padded = new Uint8Array(good.length + 4096);
    padded.set(good);
    expect(probeJpeg(padded).ok).toBe(true);
  });

  it('refuses a PNG as not a JPEG (1201)', async () => {
    expect(probeJpeg(await renderTestPng())).toEqual({ ok: false, error: 'NOT_JPEG' });
  });

  it('refuses random bytes named .jpg as not a JPEG (1201)', () => {
    expect(probeJpeg(randomBytes())).toEqual({ ok: false, error: 'NOT_JPEG' });
  });

  it('refuses an empty file as not a JPEG', () => {
    expect(probeJpeg(new Uint8Array())).toEqual({ ok: false, error: 'NOT_JPEG' });
  });

  it('refuses arithmetic-coded or lossless frames as not a JPEG we accept', () => {
    const header = readJpegFrameHeader(good)!;
    const arithmetic = good.slice();
    arithmetic[header.offset - 3] = 0xc9; // the SOF marker byte, before the 2-byte length
    expect(probeJpeg(arithmetic)).toEqual({ ok: false, error: 'NOT_JPEG' });
  });

  it('refuses a small image (1204)', async () => {
    expect(probeJpeg(await renderSmallDimensionJpeg())).toEqual({
      ok: false,
      error: 'IMAGE_TOO_SMALL',
    });
  });

  it.each([
    [1920, 1080, false], // a side of exactly 1080 is not over 1080
    [1081, 1081, false], // both sides over 1080 but only 1.17 MP
    [3000, 1000, false], // 3 MP but one side too short
    [1851, 1081, true], // just over 2 MP, both sides over 1080
  ])('applies the dimension rule to %ix%i', (width, height, accepted) => {
    const result = probeJpeg(withClaimedSize(good, width, height));
    expect(result).toEqual(
      accepted ? { ok: true, width, height } : { ok: false, error: 'IMAGE_TOO_SMALL' },
    );
  });

  it('refuses a truncated upload as damaged (1207)', () => {
    expect(probeJpeg(truncateJpeg(good))).toEqual({ ok: false, error: 'IMAGE_CORRUPT' });
    expect(probeJpeg(good.slice(0, good.length - 2))).toEqual({
      ok: false,
      error: 'IMAGE_CORRUPT',
    });
  });

  it('refuses garbage after the JPEG magic as damaged (1207)', () => {
    const garbage = randomBytes(200_000, 'garbage');
    garbage.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 0);
    expect(probeJpeg(garbage)).toEqual({ ok: false, error: 'IMAGE_CORRUPT' });
    expect(probeJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toEqual({
      ok: false,
      error: 'IMAGE_CORRUPT',
    });
  });

  it('refuses a pixel flood from its header alone, fast (1206)', async () => {
    const flood = await craftPixelFloodJpeg();
    const started = performance.now();
    const result = probeJpeg(flood);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, error: 'PIXEL_LIMIT' });
    expect(readJpegFrameHeader(flood)).toMatchObject({ width: 30000, height: 30000 });
    // Decoding 900 MP would take seconds and gigabytes; reading the header takes microseconds.
    expect(elapsed).toBeLessThan(20);
  });

  it('never imports sharp or Node modules, so it runs in the Deno edge function', () => {
    const source = readFileSync(new URL('./jpeg-probe.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.every((path) => path?.startsWith('.'))).toBe(true);
  });
});

describe('sniffJpegHeader', () => {
  it('rejects a non-JPEG from its first byte', () => {
    expect(sniffJpegHeader(new Uint8Array([0x89]))).toEqual({ ok: false, error: 'NOT_JPEG' });
    expect(sniffJpegHeader(new Uint8Array([0xff, 0xd8, 0x00]))).toEqual({
      ok: false,
      error: 'NOT_JPEG',
    });
  });

  it('waits while the bytes so far are a JPEG start', () => {
    expect(sniffJpegHeader(new Uint8Array([0xff, 0xd8]))).toEqual({ ok: true, frame: null });
    expect(sniffJpegHeader(good.slice(0, 40))).toEqual({ ok: true, frame: null });
  });

  it('reports the frame size once the header has arrived', () => {
    expect(sniffJpegHeader(good.slice(0, 64 * 1024))).toEqual({
      ok: true,
      frame: { width: 2000, height: 1500 },
    });
  });

  it('rejects a pixel flood from the first 64 KB', async () => {
    const flood = await craftPixelFloodJpeg();
    expect(sniffJpegHeader(flood.slice(0, 64 * 1024))).toEqual({ ok: false, error: 'PIXEL_LIMIT' });
  });
});

describe('uploadSizeError', () => {
  it('applies the 1 MB .. 64 MB rule', () => {
    expect(uploadSizeError(MIN_UPLOAD_BYTES - 1)).toBe('FILE_TOO_SMALL');
    expect(uploadSizeError(MIN_UPLOAD_BYTES)).toBeNull();
    expect(uploadSizeError(MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadSizeError(MAX_UPLOAD_BYTES + 1)).toBe('FILE_TOO_LARGE');
  });
});
