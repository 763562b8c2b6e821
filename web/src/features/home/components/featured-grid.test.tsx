import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoCardFixture as photo } from '../../../test/account-fixtures.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { FeaturedGrid } from './featured-grid.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('FeaturedGrid', () => {
  it('shows the featured photos from the API', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([photo('a', 'Sigiriya at dawn'), photo('b', 'Galle Fort lighthouse')]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FeaturedGrid />);
    expect(await screen.findByText('Sigiriya at dawn')).toBeTruthy();
    expect(screen.getByText('Galle Fort lighthouse')).toBeTruthy();
    expect(screen.getByAltText('Sigiriya at dawn alt').getAttribute('src')).toBe(
      '/v1/public/photos/a/image?fullsize=false',
    );
    expect(fetchMock).toHaveBeenCalledWith('/v1/public/featured_photos', expect.anything());
  });

  it("says 'Failed To Load' and 'check your connection' when the call fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    renderWithApp(<FeaturedGrid />);
    expect(await screen.findByText('Failed To Load', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('check your connection')).toBeTruthy();
  });

  it('tells visitors when there are no photos yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderWithApp(<FeaturedGrid />);
    expect(await screen.findByText(/No photos yet/)).toBeTruthy();
  });
});
