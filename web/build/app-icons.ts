import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The app's icons and web manifest, made at build time from the one hand-drawn mark,
 * `public/favicon.svg` (browsers that take SVG favicons use it as it is). No PNG is committed:
 * change the SVG and every size follows.
 *
 * - `icons/icon-32.png`: the favicon for browsers without SVG favicons;
 * - `icons/apple-touch-icon.png` (180): iOS adds its own rounded corners and fills transparency
 *   with black, so the mark sits on a full square of the brand colour;
 * - `icons/icon-192.png`, `icons/icon-512.png`: the mark as it is, for the manifest;
 * - `icons/icon-maskable-512.png`: full bleed, the mark scaled into the middle 80% circle that
 *   every launcher mask keeps;
 * - `favicon.ico`: the mark at 16, 32 and 48 px, for crawlers and browsers that ask for it;
 * - `manifest.webmanifest`, with the theme's colours.
 */
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const themeFile = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url));

export const APP_NAME = 'LankaLens';

interface Theme {
  system: { token: (path: string) => string };
}

export interface AppIconColours {
  /** Browser chrome and the square behind the mark: the brand colour (`brand.600`). */
  theme: string;
  /** The splash screen behind the app as it starts: the page background. */
  background: string;
}

/** The colours from the app's own theme (`src/app/theme.ts`), read as the build reads it. */
export async function themeColours(): Promise<AppIconColours> {
  const { system } = (await tsImport(themeFile, import.meta.url)) as Theme;
  return {
    theme: system.token('colors.brand.600').toLowerCase(),
    background: system.token('colors.white').toLowerCase(),
  };
}

export interface AppIconFile {
  /** Path from the site root, without the leading slash. */
  fileName: string;
  source: Uint8Array | string;
}

interface IconSpec {
  fileName: string;
  size: number;
  /** Drawn on an opaque square of the theme colour, the mark at this share of the side. */
  onSquare?: number;
  purpose?: 'any' | 'maskable';
  /** Listed in the manifest (the 32 px favicon and the Apple icon are not). */
  manifest: boolean;
}

export const ICONS: readonly IconSpec[] = [
  { fileName: 'icons/icon-32.png', size: 32, manifest: false },
  { fileName: 'icons/apple-touch-icon.png', size: 180, onSquare: 0.9, manifest: false },
  { fileName: 'icons/icon-192.png', size: 192, purpose: 'any', manifest: true },
  { fileName: 'icons/icon-512.png', size: 512, purpose: 'any', manifest: true },
  {
    fileName: 'icons/icon-maskable-512.png',
    size: 512,
    onSquare: 0.8,
    purpose: 'maskable',
    manifest: true,
  },
];

/** The SVG rasterised at `size` px square, at a density that draws it at that size (no upscaling). */
function renderMark(svg: Buffer, size: number) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg.toString('utf8'))?.[1] ?? '0 0 64 64';
  const width = Number(viewBox.trim().split(/[\s,]+/)[2]);
  return sharp(svg, { density: Math.max(1, (72 * size) / width) })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function renderIcon(svg: Buffer, spec: IconSpec, colours: AppIconColours) {
  if (!spec.onSquare) {
    return sharp(await renderMark(svg, spec.size))
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const inner = Math.round(spec.size * spec.onSquare);
  const offset = Math.round((spec.size - inner) / 2);
  const composed = await sharp({
    create: { width: spec.size, height: spec.size, channels: 3, background: colours.theme },
  })
    .composite([{ input: await renderMark(svg, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
  // Opaque: launchers and iOS draw their own shape and would show transparency as black.
  return sharp(composed).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}

/** The sizes inside `/favicon.ico`, which crawlers and old browsers ask for without a link. */
const ICO_SIZES = [16, 32, 48];

/**
 * An ICO file holding PNG images (Windows Vista's form, read by every browser and crawler since):
 * a 6-byte header, a 16-byte entry per image (its size, colour depth, length and offset), then
 * the PNG files as they are.
 */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // 0 stands for 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

export function webManifest(colours: AppIconColours) {
  return {
    // The app's identity for the browser, kept if start_url ever changes.
    id: '/',
    name: APP_NAME,
    short_name: APP_NAME,
    description: 'Stock photos of Sri Lanka: search, license and download.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: ICONS.filter((icon) => icon.manifest).map((icon) => ({
      src: `/${icon.fileName}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose ?? 'any',
    })),
  };
}

/** Every generated file: the PNG icons and `manifest.webmanifest`. */
export async function appIconFiles(
  colours?: AppIconColours,
  svgFile = `${publicDir}favicon.svg`,
): Promise<AppIconFile[]> {
  const [svg, resolved] = await Promise.all([readFile(svgFile), colours ?? themeColours()]);
  const icons = await Promise.all(
    ICONS.map(async (spec) => ({
      fileName: spec.fileName,
      source: new Uint8Array(await renderIcon(svg, spec, resolved)),
    })),
  );
  const manifest = `${JSON.stringify(webManifest(resolved), null, 2)}\n`;
  const favicon = icoFile(
    await Promise.all(
      ICO_SIZES.map(async (size) => ({
        size,
        png: await sharp(await renderMark(svg, size))
          .png({ compressionLevel: 9 })
          .toBuffer(),
      })),
    ),
  );
  return [
    ...icons,
    { fileName: 'favicon.ico', source: new Uint8Array(favicon) },
    { fileName: 'manifest.webmanifest', source: manifest },
  ];
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  ico: 'image/x-icon',
  webmanifest: 'application/manifest+json',
};

export function appIcons(): Plugin {
  let files: Promise<AppIconFile[]> | undefined;
  const generate = () => (files ??= appIconFiles());
  return {
    name: 'lanka-lens:app-icons',
    async generateBundle() {
      for (const file of await generate()) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
    // `npm run dev`: the same files, made on the first request for one of them.
    configureServer(server) {
      server.watcher.add([`${publicDir}favicon.svg`, themeFile]);
      server.watcher.on('change', (changed) => {
        if (changed === `${publicDir}favicon.svg` || changed === themeFile) files = undefined;
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.slice(1);
        if (!path || !(path.startsWith('icons/') || path === 'manifest.webmanifest')) return next();
        generate()
          .then((all) => {
            const file = all.find((candidate) => candidate.fileName === path);
            if (!file) return next();
            res.setHeader('content-type', CONTENT_TYPES[path.split('.').pop()!] ?? '');
            res.end(file.source);
          })
          .catch(next);
      });
    },
  };
}
