import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhoto, type DemoPhotoSpec } from './demo-images.ts';
import { chooseDemoScene } from './demo-scenes.ts';
import { makePublicDerivatives } from '../media/derivatives.ts';
import { readPhotoExif } from '../media/exif.ts';
import { probeJpeg } from '../media/jpeg-probe.ts';

const spec: DemoPhotoSpec = {
  seed: 'demo-photo-1',
  title: 'Mirissa beach at dawn',
  tags: ['beach', 'sea', 'mirissa'],
  width: 2400,
  height: 1600,
  camera: {
    make: 'Sony',
    model: 'ILCE-7M4',
    focalLength35: 24,
    fnum: 8,
    iso: 100,
    exposureTime: 1 / 320,
    capturedAt: new Date('2024-02-01T05:30:00Z'),
  },
};

let photo: Uint8Array;

beforeAll(async () => {
  photo = await renderDemoPhoto(spec);
});

describe('chooseDemoScene', () => {
  it.each([
    ['Mirissa at dawn', ['beach', 'sea'], 'beach'],
    ['Morning in Ella', ['tea', 'hills'], 'tea-hills'],
    ['Nuwara Eliya estate', ['plantation'], 'tea-hills'],
    ['Sigiriya from Pidurangala', ['rock'], 'rock'],
    ['Leopard in Yala', ['wildlife'], 'wildlife'],
    ['Kandy Esala Perahera', ['culture'], 'culture'],
    ['Galle Fort lighthouse', [], 'fort'],
    ['Nine Arch Bridge', ['train'], 'bridge'],
    ['Hoppers and sambol', ['food'], 'food'],
    ['Quiet evening', ['landscape'], 'sunset'],
  ] as const)('%s %j -> %s', (title, tags, scene) => {
    expect(chooseDemoScene(title, tags)).toBe(scene);
  });
});

describe('renderDemoPhoto', () => {
  it('renders the requested size at a camera-like file size', async () => {
    expect(await sharp(photo).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2400,
      height: 1600,
    });
    expect(probeJpeg(photo)).toEqual({ ok: true, width: 2400, height: 1600 });
    expect(photo.length).toBeGreaterThan(300 * 1024);
    expect(photo.length).toBeLessThan(800 * 1024);
  });

  it('gives byte-identical output for the same spec and different output for another seed', async () => {
    const again = await renderDemoPhoto(spec);
    expect(Buffer.from(again).equals(Buffer.from(photo))).toBe(true);
    const other = await renderDemoPhoto({ ...spec, seed: 'demo-photo-2', width: 600, height: 400 });
    const otherAgain = await renderDemoPhoto({
      ...spec,
      seed: 'demo-photo-2',
      width: 600,
      height: 400,
    });
    const sameSizeFirstSeed = await renderDemoPhoto({ ...spec, width: 600, height: 400 });
    expect(Buffer.from(other).equals(Buffer.from(otherAgain))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(sameSizeFirstSeed))).toBe(false);
  });

  it('carries the camera EXIF the upload rules need', async () => {
    expect(await readPhotoExif(photo)).toEqual({
      cameraMake: 'Sony',
      cameraModel: 'ILCE-7M4',
      focalLength35: 24,
      fnum: 8,
      iso: 100,
      exposureTime: 1 / 320,
      capturedAt: new Date('2024-02-01T05:30:00Z'),
      width: 2400,
      height: 1600,
    });
  });

  it('carries a GPS position in Sri Lanka and a serial number, which derivatives drop', async () => {
    const tags = await exifr.parse(photo, { gps: true });
    expect(tags.SerialNumber).toMatch(/^LL[0-9A-F]{8}$/);
    expect(tags.latitude).toBeGreaterThan(5.9);
    expect(tags.latitude).toBeLessThan(9.9);
    expect(tags.longitude).toBeGreaterThan(79.6);
    expect(tags.longitude).toBeLessThan(81.9);
    const derivatives = await makePublicDerivatives(photo, { paid: true });
    expect(await exifr.parse(derivatives.preview, true)).toBeUndefined();
    expect(await exifr.parse(derivatives.thumbnail, true)).toBeUndefined();
  });

  it('draws a different picture for each kind of subject', async () => {
    const subjects = [
      ['Beach', ['beach']],
      ['Tea', ['tea']],
      ['Sigiriya', ['rock']],
      ['Leopard', ['leopard']],
      ['Elephant', ['elephant']],
      ['Perahera', ['perahera']],
      ['Galle', ['fort']],
      ['Bridge', ['train']],
      ['Curry', ['food']],
      ['Evening', []],
    ] as const;
    const images = await Promise.all(
      subjects.map(([title, tags]) =>
        renderDemoPhoto({
          ...spec,
          seed: 'same-seed',
          title,
          tags: [...tags],
          width: 300,
          height: 200,
        }),
      ),
    );
    // Compare tiny greyscale versions so only the drawing counts, not the caption or grain. The
    // closest pair is leopard vs elephant: one savanna, another animal (about 6 levels apart).
    const fingerprints = await Promise.all(
      images.map((jpeg) => sharp(jpeg).resize(12, 8, { fit: 'fill' }).greyscale().raw().toBuffer()),
    );
    for (let i = 0; i < fingerprints.length; i++) {
      for (let j = i + 1; j < fingerprints.length; j++) {
        const distance = fingerprints[i]!.reduce(
          (sum, value, k) => sum + Math.abs(value - fingerprints[j]![k]!),
          0,
        );
        expect(
          distance / fingerprints[i]!.length,
          `${subjects[i]![0]} vs ${subjects[j]![0]}`,
        ).toBeGreaterThan(4);
      }
    }
  });
});
