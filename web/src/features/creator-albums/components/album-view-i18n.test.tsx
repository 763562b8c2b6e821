import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlbumDetail } from '@contract/creator.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { AlbumView } from './album-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const photo = (id: string, status: AlbumDetail['photos'][number]['status']) => ({
  id,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  name: `Photo ${id}`,
  free_download: true,
  thumbnail_url: `/v1/photos/${id}/image`,
  rejection_reason: null,
});

const album: AlbumDetail = {
  id: 'album-1',
  name: 'Cultural triangle',
  description: '',
  tags: '',
  deleted: false,
  thumbnail: null,
  thumbnail_url: null,
  photo_count: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  photos: [photo('a', 'ACCEPTED'), photo('b', 'IN_REVIEW')],
  counts: { live: 1, in_review: 1, uploaded: 0, unpublished: 0 },
};

describe("the creator's album in Tamil", () => {
  it('names the tabs, the count and the statuses in Tamil', async () => {
    fakeApi({ 'GET /v1/albums/album-1': () => Response.json(album) });
    renderWithApp(<AlbumView albumId="album-1" />, { language: 'ta' });
    expect(await screen.findByText('2 புகைப்படங்கள்')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'வெளியானவை (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'மதிப்பாய்வில் (1)' })).toBeTruthy();
    expect(screen.getByText('வெளியிடப்பட்டது')).toBeTruthy();
    expect(screen.getByRole('link', { name: /ஆல்பத்தில் புகைப்படம் சேர்/ })).toBeTruthy();
  });
});
