import { describe, expect, it } from 'vitest';
import type { Purchase } from '@contract/checkout.ts';
import { grantState } from './purchases.ts';

const now = new Date('2026-11-25T10:00:00Z');
const grant = (expires_at: string, downloads_left: number) =>
  ({ expires_at, downloads_left }) as Pick<Purchase, 'expires_at' | 'downloads_left'> as Purchase;

describe('grantState', () => {
  it('is available with downloads left before the expiry', () => {
    expect(grantState(grant('2026-12-01T00:00:00Z', 3), now)).toBe('available');
  });
  it('is expired from the expiry on, whatever is left', () => {
    expect(grantState(grant('2026-11-25T10:00:00Z', 5), now)).toBe('expired');
  });
  it('is used up when no download is left', () => {
    expect(grantState(grant('2026-12-01T00:00:00Z', 0), now)).toBe('used-up');
  });
});
