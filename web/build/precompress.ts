import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/i;

/** Below this a compressed copy saves too little to be worth a second request path. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Every file under `dir` (not inside dot-folders such as Vite's `.vite/`). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each built text
 * file of at least `PRECOMPRESS_MIN_BYTES`, so hosts serve them without compressing per request
 * (the local host: serveStatic's `precompressed`; CI's static host stand-in does the same).
 * Returns the files it compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(path.relative(dir, file));
  }
  return done;
}

/** The build step: compresses the output once every file is written. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'lanka-lens:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      logger?.info(`precompressed ${files.length} files (.br and .gz)`);
    },
  };
}
