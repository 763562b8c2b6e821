import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeNext('/profile/favourites?x=1', '/profile/albums')).toBe('/profile/favourites?x=1');
  });
  it('refuses other sites and falls back', () => {
    for (const next of ['https://evil.test/', '//evil.test', '/\\evil.test', null, '']) {
      expect(safeNext(next, '/profile/albums')).toBe('/profile/albums');
    }
  });
});
