/**
 * Image bytes per page on a phone (issue 22): loads `/`, a search and a photo page in Debian's
 * Chromium at 412 px wide, DPR 1.75, waits for the network to settle, and sums the bytes of every
 * image answer (what the browser received for it, by its Content-Length or body).
 *
 *   npx tsx bench/image-bytes.ts http://localhost:8301 [http://localhost:8302 (baseline)]
 *
 * Each page is loaded in a new browser context (empty cache); the median of `RUNS` loads.
 */
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 3);
const [url, baseline] = process.argv.slice(2);
if (!url) throw new Error('usage: image-bytes.ts <url> [baseline url]');

async function pagesOf(origin: string): Promise<[string, string][]> {
  const featured = (await (await fetch(`${origin}/v1/public/featured_photos`)).json()) as {
    id: string;
    tags: string[];
  }[];
  const first = featured[0];
  if (!first) throw new Error(`${origin} has no featured photos`);
  return [
    ['/', '/'],
    ['search', `/searchresults?q=${encodeURIComponent(first.tags[0] ?? 'tea')}`],
    ['photo page', `/photodetail/${first.id}`],
  ];
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function imageBytes(origin: string, path: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      sizes.push(
        response
          .body()
          .then((body) => body.length)
          .catch(() => 0),
      );
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

for (const origin of [url, baseline].filter((value): value is string => Boolean(value))) {
  console.log(`\n${origin} (412 x 915 @1.75, median of ${RUNS})`);
  for (const [name, path] of await pagesOf(origin)) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await imageBytes(origin, path));
    console.log(`${name.padEnd(12)} ${(median(runs) / 1024).toFixed(1).padStart(8)} KiB  ${path}`);
  }
}
