import sharp, { type Exif } from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoExif } from './exif.ts';
import {
  renderJpegWithoutExif,
  renderTestPng,
  renderUploadTestJpeg,
  TEST_CAMERA,
} from '../test/test-images.ts';

async function jpegWithExif(exif: Exif): Promise<Uint8Array> {
  const image = sharp({ create: { width: 120, height: 80, channels: 3, background: '#4a7' } });
  return new Uint8Array(await image.jpeg().withExif(exif).toBuffer());
}

describe('readPhotoExif', () => {
  it('reads the camera, exposure, capture time and size of a camera JPEG', async () => {
    const jpeg = await renderUploadTestJpeg({
      width: 1600,
      height: 1200,
      withExif: true,
      targetBytes: 0,
    });
    expect(await readPhotoExif(jpeg)).toEqual({
      cameraMake: TEST_CAMERA.make,
      cameraModel: TEST_CAMERA.model,
      focalLength35: 35,
      fnum: 2.8,
      iso: 200,
      exposureTime: 0.004,
      capturedAt: new Date('2024-03-15T06:42:10Z'),
      width: 1600,
      height: 1200,
    });
  });

  it('answers the displayed size when the orientation turns the picture', async () => {
    const jpeg = await renderUploadTestJpeg({
      width: 1600,
      height: 1200,
      withExif: true,
      targetBytes: 0,
      orientation: 6,
    });
    expect(await readPhotoExif(jpeg)).toMatchObject({ width: 1200, height: 1600 });
  });

  it('answers null for a JPEG without EXIF (the route answers 1205)', async () => {
    expect(await readPhotoExif(await renderJpegWithoutExif())).toBeNull();
  });

  it('answers null when there is a camera but no exposure value', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Make: 'Canon', Model: 'EOS R6', Software: 'Editor' },
    });
    expect(await readPhotoExif(jpeg)).toBeNull();
  });

  it('answers null when there are exposure values but no camera', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Software: 'Editor' },
      IFD2: { ISOSpeedRatings: '400' },
    });
    expect(await readPhotoExif(jpeg)).toBeNull();
  });

  it('accepts a camera with a single exposure value and leaves the rest null', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Model: 'iPhone 15' },
      IFD2: { ISOSpeedRatings: '50' },
    });
    expect(await readPhotoExif(jpeg)).toEqual({
      cameraMake: null,
      cameraModel: 'iPhone 15',
      focalLength35: null,
      fnum: null,
      iso: 50,
      exposureTime: null,
      capturedAt: null,
      width: 120,
      height: 80,
    });
  });

  it('applies the time-zone offset of the capture time when present', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Make: 'Nikon' },
      IFD2: {
        FNumber: '56/10',
        DateTimeOriginal: '2024:03:15 12:12:10',
        OffsetTimeOriginal: '+05:30',
      },
    });
    expect((await readPhotoExif(jpeg))?.capturedAt).toEqual(new Date('2024-03-15T06:42:10Z'));
  });

  it('ignores a placeholder capture date', async () => {
    const jpeg = await jpegWithExif({
      IFD0: { Make: 'Nikon' },
      IFD2: { FNumber: '4/1', DateTimeOriginal: '0000:00:00 00:00:00' },
    });
    expect(await readPhotoExif(jpeg)).toMatchObject({ fnum: 4, capturedAt: null });
  });

  it('answers null for a file that is not a JPEG', async () => {
    expect(await readPhotoExif(await renderTestPng())).toBeNull();
    expect(await readPhotoExif(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
