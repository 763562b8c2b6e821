/**
 * `npm run bench:duplicate-recall`: how well the fingerprints (decision 51) find copies and keep
 * distinct photos apart. Builds a test set at run time (nothing is committed): demo scenes
 * (local/demo-images.ts, nine kinds of Sri Lankan scene, each drawn anew per seed, so many
 * pairs are alike, as real stock photos of one place are) and generated photos (sharp-rendered
 * gradients and shapes), BENCH_PHOTOS in all (default 500, half each). Each gets six copies:
 * 50 % resize, JPEG quality 60, a 10 % crop at a random place, a colour shift, our watermark,
 * and a screenshot of the photo page's image (the photo drawn at page size in the page's frame,
 * cut out with a margin, saved as PNG).
 *
 * Prints, for thresholds 4 to 14, the recall per transformation (the copy's distance to its
 * photo, as app_private.record_photo_fingerprint measures it when the copy arrives, within the
 * threshold), the watermark's recall and the distinct pairs' false matches also without the
 * unwatermarked hashes ("before": decision 51's fingerprint, decision 58), and the false-match
 * rate among distinct pairs; then the threshold
 * in use (app_private.duplicate_max_distance) against the goals: recall >= 95 % for resize,
 * quality and watermark, >= 80 % for the crop, false matches <= 0.1 % of pairs.
 *
 * Distinct pairs are two photos that are not drawn from one scene: a demo scene is one drawing
 * (local/demo-scenes.ts: the rock in the middle, trees below) whose shapes a seed moves by a
 * few per cent, so two demo photos of one scene are variants of one composition, which a
 * perceptual hash is meant to find alike. Those pairs are counted and printed on their own
 * ("one scene"), beside all pairs as decision 51 counted them.
 *
 *   npm run bench:duplicate-recall
 *   BENCH_PHOTOS=100 npm run bench:duplicate-recall     (a quick look)
 */
import os from 'node:os';
import sharp from 'sharp';
import { renderDemoPhoto } from '../edge-functions/src/local/demo-images.ts';
import { chooseDemoScene } from '../edge-functions/src/local/demo-scenes.ts';
import { seededRandom } from '../edge-functions/src/local/seeded-random.ts';
import { watermarkPreview } from '../edge-functions/src/media/derivatives.ts';
import {
  copyDistance,
  fingerprintDistance,
  photoFingerprint,
  type PhotoFingerprint,
} from '../edge-functions/src/media/photo-fingerprint.ts';
import { generatedPictureSvg, TEST_CAMERA } from '../edge-functions/src/test/test-images.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 500);
const WIDTH = 1200;
const HEIGHT = 800;
/** The threshold of app_private.duplicate_max_distance() (13_photo_fingerprints.sql). */
const THRESHOLD_IN_USE = 10;
const THRESHOLDS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const GOALS: Record<string, number> = {
  'resize 50 %': 0.95,
  'quality 60': 0.95,
  watermark: 0.95,
  'crop 10 %': 0.8,
};
const FALSE_MATCH_GOAL = 0.001;

const PLACES = ['Sigiriya', 'Galle', 'Ella', 'Yala', 'Mirissa', 'Kandy', 'Jaffna', 'Trinco'];
const SUBJECTS = [
  'beach',
  'tea hills',
  'rock fortress',
  'leopard',
  'temple',
  'fort lighthouse',
  'train bridge',
  'rice and curry',
  'sunset',
];

const jpeg = async (image: sharp.Sharp, quality = 90) =>
  new Uint8Array(await image.jpeg({ quality }).toBuffer());

function demoTitle(i: number): { title: string; subject: string } {
  const subject = SUBJECTS[i % SUBJECTS.length]!;
  const place = PLACES[Math.floor(i / SUBJECTS.length) % PLACES.length]!;
  return { title: `${subject} ${place} ${i}`, subject };
}

/** The drawing a photo comes from: its demo scene, or its own for a generated photo. */
function sceneOf(i: number): string {
  if (i % 2 !== 0) return `generated-${i}`;
  const { title, subject } = demoTitle(i);
  return chooseDemoScene(title, [subject]);
}

function demoPhoto(i: number): Promise<Uint8Array> {
  const { title, subject } = demoTitle(i);
  return renderDemoPhoto({
    seed: `recall-${i}`,
    title,
    tags: [subject],
    width: WIDTH,
    height: HEIGHT,
    camera: TEST_CAMERA,
  });
}

/** Gradient sky or wall, a few shapes, in seeded colours: an abstract "photo". */
function generatedPhoto(i: number): Promise<Uint8Array> {
  return jpeg(sharp(Buffer.from(generatedPictureSvg(`generated-${i}`, WIDTH, HEIGHT))), 88);
}

/**
 * The photo page on a 1366 x 768 screen: the navbar, the image fitted into the left column,
 * text beside it; cut out around the image with an 8 px margin, as a screenshot tool does.
 */
async function screenshotOf(photo: Uint8Array): Promise<Uint8Array> {
  const shown = await sharp(photo).resize({ width: 880, height: 560, fit: 'inside' }).toBuffer();
  const { width = 0, height = 0 } = await sharp(shown).metadata();
  const left = 64;
  const top = 96;
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="1366" height="768">
    <rect width="1366" height="768" fill="#f7f7f5"/>
    <rect width="1366" height="64" fill="#1f3d2b"/>
    <text x="980" y="130" font-size="28" font-family="DejaVu Sans" fill="#222">Photo title</text>
    <rect x="980" y="160" width="300" height="14" fill="#cccccc"/>
    <rect x="980" y="190" width="260" height="14" fill="#cccccc"/>
    <rect x="980" y="240" width="180" height="48" rx="8" fill="#2f7d4f"/>
  </svg>`;
  const screen = await sharp(Buffer.from(page))
    .composite([{ input: shown, left, top }])
    .png()
    .toBuffer();
  const margin = 8;
  return new Uint8Array(
    await sharp(screen)
      .extract({
        left: left - margin,
        top: top - margin,
        width: width + 2 * margin,
        height: height + 2 * margin,
      })
      .png()
      .toBuffer(),
  );
}

async function copiesOf(photo: Uint8Array, i: number): Promise<Record<string, Uint8Array>> {
  const random = seededRandom(`crop-${i}`);
  return {
    'resize 50 %': await jpeg(sharp(photo).resize({ width: WIDTH / 2 })),
    'quality 60': await jpeg(sharp(photo), 60),
    'crop 10 %': await jpeg(
      sharp(photo).extract({
        left: Math.floor(random.next() * WIDTH * 0.1),
        top: Math.floor(random.next() * HEIGHT * 0.1),
        width: WIDTH * 0.9,
        height: HEIGHT * 0.9,
      }),
    ),
    'colour shift': await jpeg(
      sharp(photo).modulate({ hue: 15, saturation: 1.25, brightness: 1.06 }),
    ),
    watermark: await watermarkPreview(photo),
    screenshot: await screenshotOf(photo),
  };
}

/** Runs `work` over 0..n-1, `lanes` at a time. */
async function pool<T>(n: number, lanes: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

async function main() {
  const started = performance.now();
  console.log(
    `test set: ${PHOTOS} distinct photos (${Math.ceil(PHOTOS / 2)} demo scenes, ${Math.floor(PHOTOS / 2)} generated), ${WIDTH} x ${HEIGHT}, six copies each`,
  );
  const lanes = Math.max(1, Math.min(4, os.availableParallelism()));
  const rows = await pool(PHOTOS, lanes, async (i) => {
    const photo = i % 2 === 0 ? await demoPhoto(i) : await generatedPhoto(i);
    const original = await photoFingerprint(photo);
    const distances: Record<string, number> = {};
    let watermarkBefore = 64;
    for (const [name, copy] of Object.entries(await copiesOf(photo, i))) {
      const fingerprint = await photoFingerprint(copy);
      distances[name] = copyDistance(original, fingerprint);
      if (name === 'watermark') {
        watermarkBefore = copyDistance(original, { ...fingerprint, unwatermarked: [] });
      }
    }
    return { original, distances, watermarkBefore, scene: sceneOf(i) };
  });
  console.log(`fingerprinted in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const transformations = Object.keys(rows[0]!.distances);
  /** Pair distances: of distinct photos, and of two demo photos drawn from one scene. */
  const pairs = {
    distinct: [] as number[],
    oneScene: [] as number[],
    distinctBefore: [] as number[],
  };
  /** Distinct pairs within the threshold in use, by kind: two demo scenes, two generated, mixed. */
  const nearByKind = { 'demo-demo': 0, 'generated-generated': 0, mixed: 0 };
  let sameExact = 0;
  const originals: PhotoFingerprint[] = rows.map((row) => row.original);
  for (let i = 0; i < originals.length; i++) {
    for (let j = i + 1; j < originals.length; j++) {
      const distance = fingerprintDistance(originals[i]!, originals[j]!);
      if (originals[i]!.exact === originals[j]!.exact) sameExact++;
      if (rows[i]!.scene === rows[j]!.scene) {
        pairs.oneScene.push(distance);
        continue;
      }
      pairs.distinct.push(distance);
      pairs.distinctBefore.push(
        fingerprintDistance(
          { ...originals[i]!, unwatermarked: [] },
          { ...originals[j]!, unwatermarked: [] },
        ),
      );
      if (distance <= THRESHOLD_IN_USE) {
        const kind = i % 2 !== j % 2 ? 'mixed' : i % 2 === 0 ? 'demo-demo' : 'generated-generated';
        nearByKind[kind]++;
      }
    }
  }

  const within = (list: number[], t: number) => list.filter((d) => d <= t).length;
  const rate = (list: number[], t: number) => within(list, t) / list.length;
  const allPairs = [...pairs.distinct, ...pairs.oneScene];
  const header = [
    'threshold',
    ...transformations,
    'wm (before)',
    'false: distinct',
    'distinct (before)',
    'one scene',
    'all pairs',
  ];
  console.log(`\n${header.map((h) => h.padStart(18)).join('')}`);
  const recall = (name: string, t: number) =>
    rows.filter((row) => row.distances[name]! <= t).length / rows.length;
  const watermarkBefore = (t: number) =>
    rows.filter((row) => row.watermarkBefore <= t).length / rows.length;
  const ofPairs = (list: number[], t: number) =>
    `${(rate(list, t) * 100).toFixed(2)} % (${within(list, t)})`;
  for (const t of THRESHOLDS) {
    const cells = [
      String(t),
      ...transformations.map((name) => percent(recall(name, t))),
      percent(watermarkBefore(t)),
      ofPairs(pairs.distinct, t),
      ofPairs(pairs.distinctBefore, t),
      ofPairs(pairs.oneScene, t),
      ofPairs(allPairs, t),
    ];
    console.log(cells.map((c) => c.padStart(18)).join(''));
  }
  console.log(
    `\n${pairs.distinct.length.toLocaleString('en-US')} distinct pairs, ` +
      `${pairs.oneScene.length.toLocaleString('en-US')} pairs of one demo scene; ` +
      `equal exact fingerprints among all: ${sameExact}`,
  );
  const t = THRESHOLD_IN_USE;
  console.log(
    `threshold in use: ${t}; distinct pairs within it by kind: ${JSON.stringify(nearByKind)}`,
  );
  for (const [name, goal] of Object.entries(GOALS)) {
    const value = recall(name, t);
    console.log(
      `  ${name.padEnd(14)} ${percent(value).padStart(8)}  goal >= ${percent(goal)}  ${value >= goal ? 'met' : 'NOT met'}`,
    );
  }
  const falseRate = rate(pairs.distinct, t);
  const fine = (value: number) => `${(value * 100).toFixed(2)} %`;
  console.log(
    `  ${'false matches'.padEnd(14)} ${fine(falseRate).padStart(8)}  goal <= ${fine(FALSE_MATCH_GOAL)}  ${falseRate <= FALSE_MATCH_GOAL ? 'met' : 'NOT met'} (of distinct pairs; all pairs ${fine(rate(allPairs, t))})`,
  );
}

await main();
