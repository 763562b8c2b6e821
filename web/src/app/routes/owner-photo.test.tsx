import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerPhoto, PhotoStatus } from '@contract/creator.ts';
import { noCameraFacts, profileFixture } from '../../test/account-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import type { Language } from '../../i18n/index.ts';
import { renderWithApp } from '../../test/render-app.tsx';
import { Component as OwnerPhotoRoute } from './owner-photo.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';

function ownerPhotoFixture(status: PhotoStatus): OwnerPhoto {
  const published = status === 'ACCEPTED' || status === 'UNPUBLISHED';
  return {
    id: ID,
    ext_id: ID,
    name: 'Sigiriya at dawn',
    description: 'The rock in the first light.',
    alt: 'Sigiriya rock at dawn',
    tags: ['sigiriya'],
    album_id: 'album-1',
    album: { id: 'album-1', name: 'Cultural triangle', deleted: false },
    category: null,
    free_download: true,
    price: 0,
    status,
    rejection_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    published_at: published ? '2026-11-21T10:00:00.000Z' : null,
    view_count: 12,
    download_count: 3,
    like_count: 1,
    sale_count: 0,
    thumbnail: `/v1/photos/${ID}/image?fullsize=false`,
    fullsize: `/v1/photos/${ID}/image?fullsize=true`,
    public_urls: null,
    placeholder: null,
    dominant_color: null,
    metadata: {
      ...noCameraFacts(),
      captured_at: null,
      file_size: 1000,
    },
  };
}

function renderOwnerPhoto(status: PhotoStatus, language: Language = 'en') {
  fakeApi({
    [`GET /v1/photos/${ID}`]: () => Response.json(ownerPhotoFixture(status)),
    'GET /v1/profile': () => Response.json(profileFixture({ role: 'CREATOR', verified: true })),
  });
  renderWithApp(
    <Routes>
      <Route path="/photo_detail_view/:photoId" element={<OwnerPhotoRoute />} />
    </Routes>,
    { route: `/photo_detail_view/${ID}`, language },
  );
}

describe("the owner's photo page (/photo_detail_view/:photoId)", () => {
  it('shows a Share button once published, opening the share popup with the public address', async () => {
    renderOwnerPhoto('ACCEPTED');
    const button = await screen.findByRole('button', { name: 'Share' });

    // The browser's popover opens it (decision 54); jsdom has no popovers, so the test follows
    // the button's target to the popup, a dialog hidden until the browser shows it.
    const dialog = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Share this photo',
    );
    expect(dialog.textContent).toContain('Send a link to “Sigiriya at dawn”.');
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', {
        name: 'Link to this photo',
        hidden: true,
      }).value,
    ).toBe(`${window.location.origin}/photodetail/${ID}`);
  });

  it('keeps sharing out of the status menu: one way to share', async () => {
    renderOwnerPhoto('ACCEPTED');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Photo actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim());
    expect(items).toEqual(['Update info', 'Remove from website']);
  });

  it('speaks Sinhala: the status badge, the facts and the menu', async () => {
    renderOwnerPhoto('ACCEPTED', 'si');
    expect(await screen.findByText('ප්‍රකාශිතයි')).toBeTruthy();
    expect(screen.getByText('මිල')).toBeTruthy();
    expect(screen.getByText('නොමිලේ')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ඡායාරූපයේ ක්‍රියා' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent?.trim());
    expect(items).toEqual(['විස්තර යාවත්කාලීන කරන්න', 'වෙබ් අඩවියෙන් ඉවත් කරන්න']);
  });

  it.each<PhotoStatus>(['UPLOADED', 'IN_REVIEW', 'PROCESSING', 'UNPUBLISHED'])(
    'shows no Share button while %s',
    async (status) => {
      renderOwnerPhoto(status);
      expect(await screen.findByRole('heading', { name: 'Sigiriya at dawn' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    },
  );
});
