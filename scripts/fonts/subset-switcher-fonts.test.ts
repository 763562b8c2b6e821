import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { switcherFonts, switcherSubset } from './subset-switcher-fonts.mjs';
import { LANGUAGE_NAMES } from '../../edge-functions/src/contract/language-codes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the language switcher faces', () => {
  it('are cut for the names the switcher shows', () => {
    expect(switcherFonts.map((font) => font.text)).toEqual([LANGUAGE_NAMES.si, LANGUAGE_NAMES.ta]);
  });

  // harfbuzz cuts the same bytes from the same face: a stale file means `npm run fonts:switcher`.
  it.each(switcherFonts)('$output is what the script makes now', async (font) => {
    const committed = await readFile(path.join(repoRoot, font.output));
    const made = await switcherSubset(font);
    expect(made.length).toBeLessThan(4096);
    expect(Buffer.compare(made, committed)).toBe(0);
  });
});
