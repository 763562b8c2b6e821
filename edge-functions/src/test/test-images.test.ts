import { describe, expect, it } from 'vitest';
import { readPhotoExif } from '../media/exif.ts';
import { probeJpeg } from '../media/jpeg-probe.ts';
import { renderUploadTestJpeg } from './test-images.ts';
import { uploadSizeError } from '../media/upload-rules.ts';

describe('renderUploadTestJpeg', () => {
  it('makes the 24 MP benchmark file: a camera-sized JPEG that passes every upload rule', async () => {
    const jpeg = await renderUploadTestJpeg({ width: 6000, height: 4000, withExif: true });
    expect(uploadSizeError(jpeg.length)).toBeNull();
    expect(probeJpeg(jpeg)).toEqual({ ok: true, width: 6000, height: 4000 });
    expect(await readPhotoExif(jpeg)).not.toBeNull();
  });

  it('reaches a requested size and refuses a size it cannot reach', async () => {
    const target = 3 * 1024 * 1024;
    const jpeg = await renderUploadTestJpeg({
      width: 2000,
      height: 1500,
      withExif: false,
      targetBytes: target,
    });
    expect(jpeg.length).toBeGreaterThanOrEqual(target);
    await expect(renderUploadTestJpeg({ width: 64, height: 64, withExif: true })).rejects.toThrow(
      /cannot reach/,
    );
  });

  it('is deterministic', async () => {
    const options = { width: 1200, height: 900, withExif: true, targetBytes: 0 };
    const [first, second] = await Promise.all([
      renderUploadTestJpeg(options),
      renderUploadTestJpeg(options),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
