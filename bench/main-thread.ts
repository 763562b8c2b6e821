/**
 * `npm run bench:main-thread`: how long the landing pages keep a phone's main thread blocked after
 * their first paint, measured so that other work on the machine does not count (issue 17).
 *
 * Lighthouse's TBT (bench/lighthouse.ts) scales the wall time of each main-thread task by the
 * phone profile's 4x CPU slowdown, so on a busy machine every task is longer by whatever time the
 * OS gave other processes, and TBT rises with the load average (3-5x on a shared two-core box).
 * This bench reads Chromium's trace instead and takes each task's *thread CPU time* (`tdur`):
 *
 *   estimated TBT = sum over tasks after the first contentful paint of max(0, 4 x CPU time - 50 ms)
 *
 * It is an estimate of the same quantity, not Lighthouse's number: no network simulation (the
 * pages load over loopback), and a busy machine still slows the CPU a little through its caches.
 * Use it to compare two builds side by side (`--baseline-url`, run for run alternately).
 *
 *   npm run bench:main-thread -- --url http://localhost:8080 --baseline-url http://localhost:8090
 *   npm run bench:main-thread -- --runs 7 --pages home,photo
 *   npm run bench:main-thread -- --lang si         (the pages with ?lang=si; en, si or ta)
 */
import { chromium, type Browser } from '@playwright/test';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { findPages, PAGE_BENCH_OPTIONS, pageBenchArgs } from './landing-pages.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The mobile preset's CPU slowdown and the threshold over which a task blocks. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

interface Run {
  estimatedTbtMs: number;
  longestTaskMs: number;
  mainThreadCpuMs: number;
}

function options() {
  const { values } = parseArgs({
    options: { ...PAGE_BENCH_OPTIONS, runs: { type: 'string', default: '5' } },
  });
  return pageBenchArgs(values);
}

/** One load in a fresh context at the phone preset's viewport, traced until the app is ready. */
async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // The app marks <html data-app-ready> once its first render is committed (web/src/main.tsx).
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
      timeout: 60_000,
      polling: 250,
    })
    .catch(() => console.log(`${url}: the app never marked itself ready`));
  await page.waitForTimeout(1_500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return summarise(trace.traceEvents);
}

function summarise(events: TraceEvent[]): Run {
  // The page's renderer main thread: where its HTML was parsed.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'),
  );
  if (!parse) throw new Error('no ParseHTML event in the trace');
  const tasks = events.filter(
    (event) =>
      event.pid === parse.pid &&
      event.tid === parse.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask',
  );
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid,
  );
  const cpuMs = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const afterPaint = tasks.filter((task) => task.ts >= (firstPaint?.ts ?? parse.ts));
  return {
    estimatedTbtMs: afterPaint.reduce(
      (sum, task) => sum + Math.max(0, CPU_SLOWDOWN * cpuMs(task) - BLOCKING_MS),
      0,
    ),
    longestTaskMs: Math.max(0, ...afterPaint.map((task) => CPU_SLOWDOWN * cpuMs(task))),
    mainThreadCpuMs: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const { url, baselineUrl, runs, pageKeys, lang } = options();
  console.log(`pages in ${lang}`);
  const pages = (await findPages(url, lang)).filter(
    (page) => !pageKeys || pageKeys.includes(page.key),
  );
  const servers = { url, ...(baselineUrl && { baseline: baselineUrl }) };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  console.log(
    `load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const measured: Record<string, Run[]> = {};
      for (let run = 0; run < runs; run++) {
        for (const [name, base] of Object.entries(servers)) {
          (measured[name] ??= []).push(await measure(browser, base + page.path));
        }
      }
      for (const [name, list] of Object.entries(measured)) {
        const pick = (key: keyof Run) => Math.round(median(list.map((run) => run[key])));
        rows.push(
          [
            page.label.padEnd(28),
            name.padEnd(9),
            String(pick('estimatedTbtMs')).padStart(8),
            String(pick('longestTaskMs')).padStart(8),
            String(pick('mainThreadCpuMs')).padStart(8),
            `  ${list.map((run) => Math.round(run.estimatedTbtMs)).join(', ')}`,
          ].join(' '),
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nmedians of ${runs}; CPU time x${CPU_SLOWDOWN} (the mobile preset's slowdown), after the first paint`,
  );
  console.log(
    `${'page'.padEnd(28)} ${'server'.padEnd(9)} ${'est. TBT'.padStart(8)} ${'longest'.padStart(8)} ${'CPU ms'.padStart(8)}  each run's est. TBT`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

await main();
