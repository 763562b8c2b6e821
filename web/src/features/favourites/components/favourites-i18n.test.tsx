import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { FavouritesPage } from './favourites-page.tsx';

function signIn() {
  const user = { id: 'u1', email: 'nimal@example.com', first_name: 'Nimal', role: 'USER' };
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'user=; Max-Age=0; path=/';
});

describe('My Favourites in Sinhala', () => {
  it('shows the empty state and its way on in Sinhala', async () => {
    fakeApi({ 'GET /v1/favourites': () => Response.json([]) });
    renderWithApp(<FavouritesPage />, { language: 'si' });
    expect(await screen.findByText('තවම ප්‍රියතම ඡායාරූප නැත')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'මගේ ප්‍රියතම' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ඡායාරූප පිරික්සන්න' })).toBeTruthy();
  });
});
