// `npm run fonts:switcher`: the language switcher's two tiny faces (web/src/i18n/fonts/), cut from
// the @fontsource Noto Sans Sinhala and Tamil files (weight 400, as the switcher's names) down to
// the glyphs of 'සිංහල' and 'தமிழ்'. harfbuzz keeps the layout tables (GSUB/GPOS) and every glyph
// their substitutions reach, so the conjuncts and vowel signs shape as in the full face. An
// English page fetches these few KB instead of the full faces (i18n/scripts.css says why).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../../edge-functions/src/contract/language-codes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each subset: the full face it is cut from, the name it keeps, the file it is written to. */
export const switcherFonts = [
  {
    source:
      'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
    text: LANGUAGE_NAMES.si,
    output: 'web/src/i18n/fonts/switcher-sinhala.woff2',
  },
  {
    source: 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
    text: LANGUAGE_NAMES.ta,
    output: 'web/src/i18n/fonts/switcher-tamil.woff2',
  },
];

/** The woff2 bytes of one subset (harfbuzz's output is the same for the same input). */
export async function switcherSubset({ source, text }, root = repoRoot) {
  return subsetFont(await readFile(path.join(root, source)), text, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const font of switcherFonts) {
    const bytes = await switcherSubset(font);
    await writeFile(path.join(repoRoot, font.output), bytes);
    console.log(`${font.output}: ${bytes.length} bytes (${font.text})`);
  }
}
