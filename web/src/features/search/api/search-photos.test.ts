import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@contract/browse.ts';
import { photoCardFixture } from '../../../test/account-fixtures.ts';
import { nextSearchPage } from './search-photos.ts';

/** A page of `shown` photos out of `total` (capped or not), as the API answers it. */
function page(number: number, shown: number, total: number, capped = false): SearchAnswer {
  return {
    photos: Array.from({ length: shown }, (_, i) =>
      photoCardFixture(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `Photo ${i}`),
    ),
    total,
    total_capped: capped,
    page: number,
    per_page: 24,
    query: 'elephant',
    fuzzy: false,
  };
}

describe('the infinite scroll of search results', () => {
  it('stops at an exact total', () => {
    expect(nextSearchPage(page(1, 24, 30))).toBe(2);
    expect(nextSearchPage(page(2, 6, 30))).toBeUndefined();
    expect(nextSearchPage(page(1, 24, 24))).toBeUndefined();
  });

  it('keeps loading past a capped total of 1,000 while the pages are full', () => {
    // Page 42 ends at photo 1,008: past the 1,000 counted, and more may come.
    expect(nextSearchPage(page(42, 24, 1000, true))).toBe(43);
    expect(nextSearchPage(page(60, 24, 1000, true))).toBe(61);
    // A short page is the last one.
    expect(nextSearchPage(page(61, 5, 1000, true))).toBeUndefined();
  });

  it('stops at the last page the API serves', () => {
    expect(nextSearchPage(page(1000, 24, 1000, true))).toBeUndefined();
  });
});
