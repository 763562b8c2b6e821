import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoDetailFixture } from '../../../test/account-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PhotoDetailPage } from './photo-detail-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';

const photo = photoDetailFixture(ID, 'Sigiriya at dawn');

function stubBeacon() {
  const sendBeacon = vi.fn((url: string | URL) => Boolean(url));
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('PhotoDetailPage', () => {
  it('sends the view beacon once when the photo opens, not again as the page re-renders', async () => {
    const api = fakeApi({
      [`GET /v1/public/photos/${ID}`]: () => Response.json(photo),
      [`GET /v1/public/photos/${ID}/similar`]: () => Response.json([]),
    });
    const sendBeacon = stubBeacon();
    renderWithApp(<PhotoDetailPage photoId={ID} />);
    await screen.findByRole('heading', { name: 'Sigiriya at dawn' });
    // Re-renders after the similar photos arrive send nothing more.
    await vi.waitFor(() =>
      expect(api.callsTo('GET', `/v1/public/photos/${ID}/similar`).length).toBeGreaterThan(0),
    );
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(`/v1/public/photos/${ID}/views`);
    // The GET is the same for everyone (shared caches keep it): the beacon alone counts.
    expect(api.callsTo('POST', `/v1/public/photos/${ID}/views`)).toHaveLength(0);
  });

  it('counts no view of a photo that is not there', async () => {
    fakeApi({});
    const sendBeacon = stubBeacon();
    renderWithApp(<PhotoDetailPage photoId={ID} />);
    await screen.findByText('Photo not found');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('posts with keepalive where the browser has no sendBeacon', async () => {
    const api = fakeApi({
      [`GET /v1/public/photos/${ID}`]: () => Response.json(photo),
      [`GET /v1/public/photos/${ID}/similar`]: () => Response.json([]),
      [`POST /v1/public/photos/${ID}/views`]: () => new Response(null, { status: 204 }),
    });
    renderWithApp(<PhotoDetailPage photoId={ID} />);
    await screen.findByRole('heading', { name: 'Sigiriya at dawn' });
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/v1/public/photos/${ID}/views`)).toHaveLength(1),
    );
  });
});
