/**
 * Demo photos for the seeded marketplace, generated instead of downloaded or committed (sharp,
 * Node only). The same spec always gives the same bytes, so seeding is repeatable and storage
 * keys can be content hashes.
 */
import sharp from 'sharp';
import { cameraExif, type CameraSettings } from './camera-exif.ts';
import { chooseDemoScene, drawDemoScene, SCENE_HEIGHT, SCENE_WIDTH } from './demo-scenes.ts';
import { addGrain, hashSeed, seededRandom } from './seeded-random.ts';

export interface DemoPhotoSpec {
  seed: string;
  title: string;
  tags: string[];
  width: number;
  height: number;
  camera: CameraSettings;
}

/** Sensor-like grain: without it the flat shapes compress to a tenth of a camera file's size. */
const GRAIN_AMPLITUDE = 8;
const JPEG_QUALITY = 85;

/** Sri Lanka's bounding box, for the fake GPS position the derivatives must strip. */
const LATITUDE_RANGE = [5.95, 9.8] as const;
const LONGITUDE_RANGE = [79.7, 81.85] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The scene fills the frame (cropped to the photo's aspect ratio) and the title sits as a small
 * caption in the bottom-left corner.
 */
function demoSvg(spec: DemoPhotoSpec): string {
  const { width, height, title, tags } = spec;
  const random = seededRandom(spec.seed);
  const scene = drawDemoScene(chooseDemoScene(title, tags), random, { title, tags });
  const fontSize = Math.max(12, Math.round(Math.min(width, height) * 0.025));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <svg viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${width}" height="${height}"
    preserveAspectRatio="xMidYMid slice">${scene}</svg>
  <text x="${fontSize}" y="${height - fontSize}" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="${fontSize}" fill="#ffffff" fill-opacity="0.9" stroke="#000000"
    stroke-opacity="0.45" stroke-width="${Math.max(1, fontSize / 8)}" paint-order="stroke">${escapeXml(title)}</text>
</svg>`;
}

/**
 * A demo JPEG (quality 85, roughly 300-800 KB at 2400 x 1600) with camera EXIF: make, model,
 * focal length, aperture, ISO, exposure and capture time, plus a fake GPS position and body serial
 * number so tests can prove that the public derivatives strip them.
 */
export async function renderDemoPhoto(spec: DemoPhotoSpec): Promise<Uint8Array> {
  const { data, info } = await sharp(Buffer.from(demoSvg(spec)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, GRAIN_AMPLITUDE, `demo-grain-${spec.seed}`);
  const place = seededRandom(`demo-place-${spec.seed}`);
  const privateData = {
    latitude: place.between(...LATITUDE_RANGE),
    longitude: place.between(...LONGITUDE_RANGE),
    serialNumber: `LL${hashSeed(spec.seed).toString(16).toUpperCase().padStart(8, '0')}`,
  };
  const jpeg = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .jpeg({ quality: JPEG_QUALITY })
    .withExif(cameraExif(spec.camera, privateData))
    .toBuffer();
  return new Uint8Array(jpeg);
}
