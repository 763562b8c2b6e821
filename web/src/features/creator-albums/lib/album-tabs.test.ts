import { describe, expect, it } from 'vitest';
import type { PhotoStatus } from '@contract/creator.ts';
import { photosOfTab, tabOf } from './album-tabs.ts';

const photo = (id: string, status: PhotoStatus, created_at: string) => ({
  id,
  status,
  created_at,
  name: id,
  free_download: true,
  thumbnail_url: '',
  rejection_reason: null,
});

describe('album view tabs', () => {
  it('puts live and unpublished photos under Live, everything not yet live under In Review', () => {
    expect(tabOf(photo('a', 'ACCEPTED', ''))).toBe('live');
    expect(tabOf(photo('b', 'UNPUBLISHED', ''))).toBe('live');
    expect(tabOf(photo('c', 'UPLOADED', ''))).toBe('review');
    expect(tabOf(photo('d', 'IN_REVIEW', ''))).toBe('review');
    expect(tabOf(photo('e', 'PROCESSING', ''))).toBe('review');
  });

  it('lists a tab newest first', () => {
    const photos = [
      photo('old', 'IN_REVIEW', '2026-11-01T00:00:00.000Z'),
      photo('new', 'UPLOADED', '2026-11-20T00:00:00.000Z'),
      photo('live', 'ACCEPTED', '2026-11-25T00:00:00.000Z'),
    ];
    expect(photosOfTab(photos, 'review').map((p) => p.id)).toEqual(['new', 'old']);
    expect(photosOfTab(photos, 'live').map((p) => p.id)).toEqual(['live']);
  });
});
