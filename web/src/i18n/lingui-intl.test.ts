import { afterEach, describe, expect, it, vi } from 'vitest';
import { linguiNumberFormat, linguiPluralRules } from './lingui-intl.ts';

/** Lingui hands over its activated locales with its default locale appended. */
const SINHALA = ['si-LK', 'en'];
const TAMIL = ['ta-LK', 'en'];
const ENGLISH = ['en-LK', 'en'];

afterEach(() => vi.restoreAllMocks());

describe("Lingui's plural and # through our tables", () => {
  it('chooses plural forms and writes counts as the server does, without building Intl objects', () => {
    const sinhala = new Intl.NumberFormat('si-LK').format(1234.5);
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(linguiPluralRules(SINHALA, 'cardinal').select(0)).toBe('one');
    expect(linguiPluralRules(ENGLISH, 'cardinal').select(1)).toBe('one');
    expect(linguiPluralRules(TAMIL, 'cardinal').select(2)).toBe('other');
    expect(linguiNumberFormat(TAMIL, undefined).format(123456)).toBe('1,23,456');
    expect(linguiNumberFormat(ENGLISH, undefined).format(12345)).toBe('12,345');
    expect(linguiNumberFormat(SINHALA, undefined).format(1234.5)).toBe(sinhala);
    expect(pluralRules).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('leaves to Intl what it does not write by hand: ordinals, number styles, other locales', () => {
    expect(linguiPluralRules(ENGLISH, 'ordinal').select(2)).toBe('two');
    expect(linguiNumberFormat(ENGLISH, { style: 'percent' }).format(0.5)).toBe('50%');
    expect(linguiNumberFormat(['fr-FR', 'en'], undefined).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-FR').format(1234.5),
    );
  });
});
