/**
 * `npm run bench:web`: the web app's weight and speed (figures in docs/performance.md).
 *
 * 1. Initial JS per page, from the build's manifest (`web/dist/.vite/manifest.json`): the entry
 *    with its static imports plus the page's lazy route module with its static imports, gzipped
 *    as a server would send them. Budget: the home page at most 150 KB gzipped.
 * 2. With `--lab <url>` (a running `npm start`), LCP and CLS of the home page, a search and a
 *    photo page in Debian's Chromium, read by PerformanceObserver: median of 5 cold loads each,
 *    unthrottled and with a phone-like profile (4x CPU slowdown, 10 Mbit/s, 40 ms RTT).
 *
 *   npm run build && npm run bench:web
 *   npm run bench:web -- --lab http://localhost:8080
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const HOME_BUDGET_KB = 150;
const routerSource = readFileSync(
  join(import.meta.dirname, '..', 'web', 'src', 'app', 'router.tsx'),
  'utf8',
);

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it can run: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entryFiles = closure(entryKey);
// Chakra's runtime and theme: loaded with every page except those router.tsx opens without it
// (plain CSS, decision 20), so they count towards every other page's first load.
const designSystemKey = Object.keys(manifest).find((key) => key.endsWith('src/app/theme.ts'))!;
const designSystemFiles = closure(designSystemKey);
const routeWithoutDesignSystem = (key: string) =>
  new RegExp(
    `lazy: \\(\\) => import\\('\\./routes/${key.replace(/^.*\/app\/routes\//, '')}'\\)`,
  ).test(routerSource);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);

console.log(`entry (${entryKey}): ${kb(sum(entryFiles))} KB gzipped JS`);
console.log(`design system (Chakra + theme) on top: ${kb(sum(designSystemFiles))} KB\n`);
console.log('initial JS per page (entry + route module [+ design system]), KB gzipped:');
const rows = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/app/routes/'))
  .map(([key]) => {
    const plain = routeWithoutDesignSystem(key);
    const files = closure(key, new Set(plain ? entryFiles : [...entryFiles, ...designSystemFiles]));
    return { route: key.replace(/^.*\/app\/routes\//, ''), bytes: sum(files), plain };
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const row of rows) {
  console.log(`${kb(row.bytes)}  ${row.route}${row.plain ? '  (plain CSS, no Chakra)' : ''}`);
}

const home = rows.find((row) => row.route === 'home.tsx');
if (home) {
  const verdict = home.bytes / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER';
  console.log(`\nhome: ${kb(home.bytes)} KB, ${verdict} the ${HOME_BUDGET_KB} KB budget`);
}

interface Vitals {
  lcp: number;
  cls: number;
}

const RUNS = 5;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lab(base: string) {
  const featured = (await (await fetch(`${base}/v1/public/featured_photos`)).json()) as {
    id: string;
  }[];
  const pages = {
    '/': '/',
    '/searchresults?q=tea': '/searchresults?q=tea',
    '/photodetail/{id}': `/photodetail/${featured[0]!.id}`,
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  console.log(`\nlab run against ${base}, median of ${RUNS} cold loads (ms; CLS unitless):`);
  for (const profile of ['desktop, unthrottled', 'phone: 4x CPU, 10 Mbit/s, 40 ms'] as const) {
    const phone = profile.startsWith('phone');
    for (const [label, path] of Object.entries(pages)) {
      const results: Vitals[] = [];
      for (let run = 0; run < RUNS; run += 1)
        results.push(await measure(browser, base + path, phone));
      console.log(
        `  ${profile.padEnd(32)} ${label.padEnd(22)} LCP ${String(Math.round(median(results.map((r) => r.lcp)))).padStart(5)}  CLS ${median(results.map((r) => r.cls)).toFixed(3)}`,
      );
    }
  }
  await browser.close();
}

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  phone: boolean,
): Promise<Vitals> {
  // A new context per load: an empty cache, as a first visit.
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (5 * 1024 * 1024) / 8,
    });
  }
  await page.addInitScript(() => {
    const vitals = { lcp: 0, cls: 0 };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  // Under CPU throttling the network can be idle while scripts still run: wait for a first
  // paint of content, then for the images, then a little for later LCP candidates.
  await page.waitForFunction(() => (window as unknown as { __vitals: Vitals }).__vitals.lcp > 0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  await context.close();
  return vitals;
}

const labIndex = process.argv.indexOf('--lab');
if (labIndex > 0) await lab(process.argv[labIndex + 1] ?? 'http://localhost:8080');
