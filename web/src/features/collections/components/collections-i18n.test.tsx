import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionsPage } from './collections-page.tsx';

function signIn() {
  const user = { id: 'u1', email: 'nimal@example.com', first_name: 'Nimal', role: 'USER' };
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'user=; Max-Age=0; path=/';
});

const tile = (id: string, name: string, count: number) => ({
  id,
  name,
  description: '',
  tags: '',
  photo_count: count,
  thumbnail_url: null,
  deleted: false,
});

describe('the collections pages in Sinhala and Tamil', () => {
  it('lists the collections in Tamil, with plural counts', async () => {
    fakeApi({
      'GET /v1/collections': () =>
        Response.json([tile('c1', 'Temples', 1), tile('c2', 'Beaches', 12)]),
    });
    renderWithApp(<CollectionsPage />, { language: 'ta' });
    expect(await screen.findByText('1 புகைப்படம்')).toBeTruthy();
    expect(screen.getByText('12 புகைப்படங்கள்')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'எனது தொகுப்புகள்' })).toBeTruthy();
    expect(screen.getByText('+ புதிய தொகுப்பைச் சேர்')).toBeTruthy();
  });

  it("says the contract's title rule in Sinhala", async () => {
    fakeApi({});
    renderWithApp(<CollectionFormDialog open onOpenChange={vi.fn()} />, { language: 'si' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'සාදන්න' }));
    expect(await screen.findByText('කරුණාකර ඔබේ එකතුවට මාතෘකාවක් දෙන්න')).toBeTruthy();
  });
});
