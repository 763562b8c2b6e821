/**
 * Upload fixtures for tests and benchmarks (sharp, Node only; never imported by the API). Every
 * file is generated on the fly and deterministic, so nothing binary is committed: one camera-like
 * JPEG that passes every upload rule, and one file per rule it should break.
 */
import sharp from 'sharp';
import { cameraExif, type CameraSettings } from '../local/camera-exif.ts';
import { readJpegFrameHeader } from '../media/jpeg-probe.ts';
import { addGrain, seededRandom } from '../local/seeded-random.ts';
import { MIN_UPLOAD_BYTES } from '../media/upload-rules.ts';

export interface UploadTestJpegOptions {
  width: number;
  height: number;
  withExif: boolean;
  /** Minimum file size; defaults to the 1 MB upload minimum. Pass 0 for no minimum. */
  targetBytes?: number;
  /** EXIF orientation (1-8) to store, for auto-rotation tests. */
  orientation?: number;
}

export const TEST_CAMERA: CameraSettings = {
  make: 'Canon',
  model: 'EOS R6',
  focalLength35: 35,
  fnum: 2.8,
  iso: 200,
  exposureTime: 1 / 250,
  capturedAt: new Date('2024-03-15T06:42:10Z'),
};

/** Where the test camera "was": Galle Face Green, Colombo. The derivatives must drop this. */
export const TEST_PRIVATE_DATA = {
  latitude: 6.9271,
  longitude: 79.8437,
  serialNumber: 'TESTBODY-0042',
};

/**
 * Tried in turn until the file reaches its target size: first less compression, then more grain
 * (noise is what makes camera files big; smooth synthetic pixels compress ten times better).
 */
const SIZE_STEPS = [
  { grain: 14, quality: 90 },
  { grain: 14, quality: 95 },
  { grain: 14, quality: 100 },
  { grain: 48, quality: 100 },
  { grain: 127, quality: 100 },
] as const;
const GRAIN_AMPLITUDE = SIZE_STEPS[0].grain;

/**
 * Sky over green land with a bright sun disc (callers add the grain): distinct regions give the
 * dominant-colour and watermark tests something real to measure.
 */
function landscapePixels(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  const horizon = Math.round(height * 0.55);
  const sunX = width * 0.7;
  const sunY = height * 0.3;
  const sunRadius2 = (Math.min(width, height) * 0.08) ** 2;
  for (let y = 0; y < height; y++) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (height - horizon);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inSun = (x - sunX) ** 2 + (y - sunY) ** 2 < sunRadius2;
      if (inSun) {
        pixels[i] = 250;
        pixels[i + 1] = 200;
        pixels[i + 2] = 90;
      } else if (sky) {
        pixels[i] = 70 + 80 * t;
        pixels[i + 1] = 130 + 60 * t;
        pixels[i + 2] = 210 - 20 * t;
      } else {
        pixels[i] = 40 + 30 * t;
        pixels[i + 1] = 120 - 40 * t;
        pixels[i + 2] = 50 + 10 * t;
      }
    }
  }
  return pixels;
}

/**
 * A camera-like JPEG that passes the upload rules when its size allows (at least 1 MB by default,
 * checked here), with the test camera's EXIF including GPS and a serial number. For the benchmark:
 * `renderUploadTestJpeg({ width: 6000, height: 4000, withExif: true })`.
 */
export async function renderUploadTestJpeg(options: UploadTestJpegOptions): Promise<Uint8Array> {
  const { width, height } = options;
  return encodeUploadable(
    landscapePixels(width, height),
    options,
    `upload-test-${width}x${height}`,
  );
}

/** Clean pixels to a JPEG of at least the target size: more quality, then more grain. */
async function encodeUploadable(
  clean: Uint8Array,
  options: UploadTestJpegOptions,
  grainSeed: string,
): Promise<Uint8Array> {
  const { width, height, withExif, targetBytes = MIN_UPLOAD_BYTES, orientation } = options;
  let grain = 0;
  let pixels = clean;
  for (const step of SIZE_STEPS) {
    if (step.grain !== grain) {
      grain = step.grain;
      pixels = clean.slice();
      addGrain(pixels, grain, grainSeed);
    }
    let pipeline = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({
      quality: step.quality,
    });
    if (orientation !== undefined) pipeline = pipeline.withMetadata({ orientation });
    if (withExif) pipeline = pipeline.withExif(cameraExif(TEST_CAMERA, TEST_PRIVATE_DATA));
    const jpeg = new Uint8Array(await pipeline.toBuffer());
    if (jpeg.length >= targetBytes) return jpeg;
  }
  throw new Error(`A ${width}x${height} test JPEG cannot reach ${targetBytes} bytes`);
}

/**
 * Any image made into a file that passes the upload rules: scaled (up, for a saved preview) to
 * `width` px wide, grain and quality until 1 MB, the test camera's EXIF. What someone who saved
 * a picture would have to do to submit it as their own.
 */
export async function uploadableCopyOf(image: Uint8Array, width = 2000): Promise<Uint8Array> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const options = { width: info.width, height: info.height, withExif: true };
  return encodeUploadable(new Uint8Array(data), options, `upload-copy-${info.width}`);
}

/**
 * An abstract picture of its own for each seed (a gradient, maybe a horizon, 3-10 shapes in
 * seeded colours), as SVG: distinct pictures for duplicate detection's tests and measurements.
 */
export function generatedPictureSvg(seed: string, width: number, height: number): string {
  const random = seededRandom(seed);
  const colour = () =>
    `hsl(${Math.floor(random.next() * 360)},${20 + Math.floor(random.next() * 70)}%,${15 + Math.floor(random.next() * 70)}%)`;
  const shapes: string[] = [];
  const count = 3 + Math.floor(random.next() * 8);
  for (let s = 0; s < count; s++) {
    const x = random.next() * width;
    const y = random.next() * height;
    const size = 40 + random.next() * 400;
    const opacity = (0.4 + random.next() * 0.6).toFixed(2);
    const kind = Math.floor(random.next() * 3);
    if (kind === 0) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}" opacity="${opacity}"/>`,
      );
    } else if (kind === 1) {
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + random.next())}" fill="${colour()}" opacity="${opacity}" transform="rotate(${Math.floor(random.next() * 90)} ${x} ${y})"/>`,
      );
    } else {
      const points = Array.from(
        { length: 3 },
        () => `${x + (random.next() - 0.5) * size * 2},${y + (random.next() - 0.5) * size * 2}`,
      );
      shapes.push(
        `<polygon points="${points.join(' ')}" fill="${colour()}" opacity="${opacity}"/>`,
      );
    }
  }
  const horizon = random.next() < 0.5 ? height * (0.4 + random.next() * 0.3) : height;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${random.next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colour()}"/>
    ${shapes.join('\n')}
  </svg>`;
  return svg;
}

/**
 * A camera JPEG of a picture of its own (generatedPictureSvg) that passes every upload rule:
 * for journeys where several creators upload, which would otherwise upload the same picture
 * and be refused as copies of each other (decision 51).
 */
export async function renderDistinctUploadJpeg(seed: string): Promise<Uint8Array> {
  const width = 2000;
  const height = 1500;
  const { data } = await sharp(Buffer.from(generatedPictureSvg(seed, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeUploadable(new Uint8Array(data), { width, height, withExif: true }, seed);
}

/** A valid PNG of upload size: refused as not a JPEG (1201). */
export async function renderTestPng(): Promise<Uint8Array> {
  const width = 1600;
  const height = 1200;
  const pixels = landscapePixels(width, height);
  addGrain(pixels, GRAIN_AMPLITUDE, 'upload-test-png');
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A good JPEG without any EXIF: passes the probe, refused by the EXIF rule (1205). */
export function renderJpegWithoutExif(): Promise<Uint8Array> {
  return renderUploadTestJpeg({ width: 2000, height: 1500, withExif: false });
}

/** 1000 x 800 with EXIF: under 2 megapixels and under 1080 px a side (1204). */
export function renderSmallDimensionJpeg(): Promise<Uint8Array> {
  return renderUploadTestJpeg({ width: 1000, height: 800, withExif: true, targetBytes: 0 });
}

/** The first `fraction` of a good JPEG, as an interrupted upload leaves it (1207). */
export function truncateJpeg(jpeg: Uint8Array, fraction = 0.6): Uint8Array {
  return jpeg.slice(0, Math.floor(jpeg.length * fraction));
}

/**
 * A copy of `jpeg` whose frame header claims another size. The pixel data is untouched, so only a
 * decoder would notice; this is how decompression-bomb files are made.
 */
export function withClaimedSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const header = readJpegFrameHeader(jpeg);
  if (!header) throw new Error('The JPEG has no frame header');
  const patched = jpeg.slice();
  const view = new DataView(patched.buffer, patched.byteOffset, patched.byteLength);
  view.setUint16(header.offset + 1, height);
  view.setUint16(header.offset + 3, width);
  return patched;
}

/** A pixel flood: a small valid JPEG claiming 30000 x 30000. Refused (1206) without decoding. */
export async function craftPixelFloodJpeg(
  claimedWidth = 30000,
  claimedHeight = 30000,
): Promise<Uint8Array> {
  const small = await renderUploadTestJpeg({
    width: 64,
    height: 64,
    withExif: true,
    targetBytes: 0,
  });
  return withClaimedSize(small, claimedWidth, claimedHeight);
}

/** Random bytes, as a file merely named `.jpg` would hold (1201). */
export function randomBytes(length = 1_200_000, seed = 'random-bytes'): Uint8Array {
  const random = seededRandom(seed);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random.next() * 256);
  // Make sure chance does not produce the JPEG magic.
  if (bytes[0] === 0xff) bytes[0] = 0x00;
  return bytes;
}

/**
 * A 24 MP camera JPEG of about 20 MB: noise barely compresses, so it has a real file's size
 * without a real file's render time, and takes a while to decode. For the resumable-upload
 * journeys and bench (decision 49) and the worker's crash test.
 */
export function renderTwentyMegabyteJpeg(): Promise<Buffer> {
  return renderNoisyCameraJpeg(6000, 4000);
}

/** A noisy camera JPEG of the given size (about 0.8 bytes a pixel), with the camera's EXIF. */
export async function renderNoisyCameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 48 },
    },
  })
    .jpeg({ quality: 94 })
    .withExif(cameraExif(TEST_CAMERA))
    .toBuffer();
}
