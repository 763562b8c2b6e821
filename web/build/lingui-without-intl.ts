import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * Points Lingui's `plural` and `#` at web/src/i18n/lingui-intl.ts instead of `Intl` (decision 40):
 * its formatter code builds `Intl.PluralRules` and `Intl.NumberFormat` inline and offers no hook.
 * The replaced expressions are matched exactly; if a Lingui release words them differently the
 * build fails here rather than silently going back to `Intl`.
 */
const LINGUI_CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;
const BRIDGE = fileURLToPath(new URL('../src/i18n/lingui-intl.ts', import.meta.url));

const REPLACEMENTS: ReadonlyArray<readonly [from: string, to: string]> = [
  [
    'new Intl.PluralRules(_locales, { type: "ordinal" })',
    '__linguiPluralRules(_locales, "ordinal")',
  ],
  [
    'new Intl.PluralRules(_locales, { type: "cardinal" })',
    '__linguiPluralRules(_locales, "cardinal")',
  ],
  ['new Intl.NumberFormat(_locales, format)', '__linguiNumberFormat(_locales, format)'],
];

/** Lingui's core module with its plural rules and plain number format taken from the bridge. */
export function rewriteLinguiCore(code: string, bridge = BRIDGE): string {
  let rewritten = code;
  for (const [from, to] of REPLACEMENTS) {
    if (rewritten.split(from).length !== 2) {
      throw new Error(`lingui-without-intl: expected "${from}" once in @lingui/core`);
    }
    rewritten = rewritten.replace(from, to);
  }
  const bridgeImport =
    'import { linguiPluralRules as __linguiPluralRules, ' +
    `linguiNumberFormat as __linguiNumberFormat } from ${JSON.stringify(bridge)};\n`;
  return bridgeImport + rewritten;
}

export function linguiWithoutIntl(): Plugin {
  return {
    name: 'lankalens:lingui-without-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!LINGUI_CORE.test(id.split('?')[0]!)) return null;
      return { code: rewriteLinguiCore(code), map: null };
    },
  };
}
