import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ICONS, appIconFiles, appIcons, themeColours, type AppIconFile } from './app-icons.ts';

const webFile = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

let files: AppIconFile[];
let colours: Awaited<ReturnType<typeof themeColours>>;
beforeAll(async () => {
  colours = await themeColours();
  files = await appIconFiles(colours);
});

const file = (fileName: string) => files.find((candidate) => candidate.fileName === fileName);

describe('app icons', () => {
  it('renders every icon at its declared size, opaque where a launcher draws the shape', async () => {
    for (const spec of ICONS) {
      const png = file(spec.fileName);
      expect(png, spec.fileName).toBeDefined();
      const meta = await sharp(png!.source as Uint8Array).metadata();
      expect([meta.format, meta.width, meta.height], spec.fileName).toEqual([
        'png',
        spec.size,
        spec.size,
      ]);
      // The Apple icon and the maskable one are full squares of the brand colour.
      expect(meta.hasAlpha, spec.fileName).toBe(!spec.onSquare);
    }
  });

  it('keeps the maskable icon’s corners in the theme colour and the mark inside the safe zone', async () => {
    const { data, info } = await sharp(file('icons/icon-maskable-512.png')!.source as Uint8Array)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const theme = [1, 3, 5].map((at) => parseInt(colours.theme.slice(at, at + 2), 16));
    /** How far a pixel is from the theme colour, in the largest channel difference. */
    const offTheme = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return Math.max(...theme.map((value, channel) => Math.abs(data[at + channel]! - value)));
    };
    // Outside the central circle of radius 40% (the part every mask keeps): only the background
    // (within rounding where the mark's own rounded square, the same green, was anti-aliased).
    const centre = info.width / 2;
    let worst = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > 0.4 * info.width)
          worst = Math.max(worst, offTheme(x, y));
      }
    }
    expect(worst).toBeLessThanOrEqual(2);
    expect(offTheme(centre, centre)).toBeGreaterThan(50);
  });

  it('writes a web manifest that names only icons it generates, at their real sizes', async () => {
    const text = file('manifest.webmanifest')!.source as string;
    const manifest = JSON.parse(text) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'LankaLens',
      short_name: 'LankaLens',
      start_url: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: colours.theme,
      background_color: colours.background,
    });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const png = file(icon.src.replace(/^\//, ''));
      expect(png, icon.src).toBeDefined();
      const meta = await sharp(png!.source as Uint8Array).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });

  it('draws the SVG and index.html’s theme colour in the brand colour of the theme', () => {
    expect(colours.theme).toMatch(/^#[0-9a-f]{6}$/);
    expect(webFile('public/favicon.svg').toLowerCase()).toContain(colours.theme);
    expect(webFile('index.html')).toContain(`<meta name="theme-color" content="${colours.theme}"`);
  });

  it('index.html links only files that the build emits or copies from public/', () => {
    const html = webFile('index.html');
    const hrefs = [
      ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="\/([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      if (href === 'favicon.svg') continue;
      expect(file(href), href).toBeDefined();
    }
  });

  it('writes /favicon.ico with the mark at 16, 32 and 48 px, each readable as an image', async () => {
    const ico = Buffer.from(file('favicon.ico')!.source as Uint8Array);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index++) {
      const entry = 6 + 16 * index;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const image = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([image.width, image.height]).toEqual([ico[entry], ico[entry + 1]]);
      sizes.push(image.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the plugin emits every file into the bundle under its fixed name', async () => {
    const emitted: { fileName?: string; type: string }[] = [];
    const plugin = appIcons() as Plugin & { generateBundle: () => Promise<void> };
    await plugin.generateBundle.call({
      emitFile: (asset: { fileName?: string; type: string }) => emitted.push(asset),
    });
    expect(emitted.map((asset) => asset.fileName).sort()).toEqual(
      files.map((generated) => generated.fileName).sort(),
    );
    expect(emitted.every((asset) => asset.type === 'asset')).toBe(true);
  });
});
