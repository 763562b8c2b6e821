import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { StatsPage } from './stats-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const photo = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Sigiriya rock at dawn',
  status: 'ACCEPTED',
  free_download: false,
  views: 12345,
  downloads: 678,
  sales: 42,
  likes: 9,
  earnings: 104250,
};

// Chakra's tables render slowly in jsdom on a loaded machine.
describe('StatsPage', { timeout: 20_000 }, () => {
  it('keeps the per-photo table readable in Tamil on a phone: the photo holds, a line says it scrolls', async () => {
    fakeApi({
      'GET /v1/creator/stats': () =>
        Response.json({
          totals: { ...photo, photos: 1, live: 1, live_free: 0 },
          photos: [photo],
        }),
      'GET /v1/creator/stats/daily': () => Response.json({ days: 30, photo: null, series: [] }),
    });
    renderWithApp(<StatsPage />, { language: 'ta' });
    // The section and the table's scrolling frame both carry the heading's name.
    const regions = await screen.findAllByRole('region', { name: 'புகைப்பட வாரியாக' });
    const table = regions.find((region) => region.getAttribute('tabindex') === '0')!;
    const hint = document.getElementById(table.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('எல்லா நெடுவரிசைகளையும் பார்க்கப் பக்கவாட்டில் உருட்டவும்.');
    const [header, row] = within(table).getAllByRole('row');
    expect(header!.children).toHaveLength(5);
    for (const first of [header!.firstElementChild!, row!.firstElementChild!]) {
      expect(getComputedStyle(first).position).toBe('sticky');
    }
    expect(row!.textContent).toContain('Sigiriya rock at dawn');
    const earnings = row!.lastElementChild!;
    expect(earnings.textContent).toBe('Rs.\u00a01,04,250.00');
    expect(getComputedStyle(earnings).whiteSpace).toBe('nowrap');
  });
});
