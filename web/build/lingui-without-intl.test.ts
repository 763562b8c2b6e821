import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteLinguiCore } from './lingui-without-intl.ts';

const require = createRequire(import.meta.url);
const linguiCore = path.join(
  path.dirname(require.resolve('@lingui/core/package.json')),
  'dist',
  'index.mjs',
);
// Beside node_modules, so the rewritten module still finds Lingui's own imports.
const scratch = fileURLToPath(
  new URL('../../node_modules/.cache/lingui-without-intl/', import.meta.url),
);

/** The installed Lingui, rewritten to call a bridge that answers in capitals, then loaded. */
async function rewrittenLingui() {
  mkdirSync(scratch, { recursive: true });
  const bridge = path.join(scratch, 'bridge.mjs');
  writeFileSync(
    bridge,
    `export const linguiPluralRules = (locales, type) => ({ select: (n) => (type === 'cardinal' && n === 0 ? 'one' : 'other') });
export const linguiNumberFormat = (locales) => ({ format: (n) => locales[0] + ':' + n });\n`,
  );
  const core = path.join(scratch, `core-${process.pid}.mjs`);
  writeFileSync(core, rewriteLinguiCore(readFileSync(linguiCore, 'utf8'), bridge));
  return (await import(pathToFileURL(core).href)) as typeof import('@lingui/core');
}

describe("Lingui's core rewritten to the bridge", () => {
  it("sends the installed release's plurals and # to the bridge", async () => {
    const { setupI18n } = await rewrittenLingui();
    const i18n = setupI18n({
      locale: 'si',
      locales: ['si-LK'],
      messages: {
        si: { photos: [['count', 'plural', { one: ['#', ' one'], other: ['#', ' many'] }]] },
      },
    });
    // The bridge, not ICU, decided: 0 is 'one' here, and the count is written by the bridge.
    expect(i18n._('photos', { count: 0 })).toBe('si-LK:0 one');
    expect(i18n._('photos', { count: 3 })).toBe('si-LK:3 many');
  });

  it('refuses a Lingui whose code no longer says what it replaces', () => {
    expect(() => rewriteLinguiCore('export const nothing = 1;')).toThrow(/expected/);
  });
});
