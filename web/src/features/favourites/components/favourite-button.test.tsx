import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { photoCardFixture } from '../../../test/account-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { useLoginPromptOpen, closeLoginPrompt } from '../../../lib/login-prompt.ts';
import { FavouriteButton } from './favourite-button.tsx';

const PHOTO = '11111111-1111-4111-8111-111111111111';

function signIn() {
  const user = { id: 'u1', email: 'nimal@example.com', first_name: 'Nimal', role: 'USER' };
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

function PromptProbe() {
  return <output aria-label="login prompt">{useLoginPromptOpen() ? 'open' : 'closed'}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'user=; Max-Age=0; path=/';
  closeLoginPrompt();
});

/** A promise the test resolves by hand, to look at the button while the call is in flight. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FavouriteButton', () => {
  it('signed out, opens the login popup and calls nothing', async () => {
    const api = fakeApi({});
    renderWithApp(
      <>
        <FavouriteButton photoId={PHOTO} />
        <PromptProbe />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByLabelText('login prompt').textContent).toBe('open');
    expect(api.callsTo('POST', '/v1/favourites')).toHaveLength(0);
  });

  it('fills at once while the add is in flight (optimistic)', async () => {
    signIn();
    const answer = deferred();
    fakeApi({
      'GET /v1/favourites': () => Response.json([]),
      'POST /v1/favourites': () => answer.promise,
    });
    renderWithApp(<FavouriteButton photoId={PHOTO} />);
    const button = await screen.findByRole('button', { name: 'Add to favourites' });
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    answer.resolve(Response.json({ photo_id: PHOTO, favourite: true }, { status: 201 }));
  });

  it('undoes the optimistic add when the call fails', async () => {
    signIn();
    const answer = deferred();
    fakeApi({
      'GET /v1/favourites': () => Response.json([]),
      'POST /v1/favourites': () => answer.promise,
    });
    renderWithApp(<FavouriteButton photoId={PHOTO} />);
    const button = await screen.findByRole('button', { name: 'Add to favourites' });
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    answer.resolve(Response.json({ code: 1003, description: 'Not found' }, { status: 404 }));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('removes a favourite once the server agrees', async () => {
    signIn();
    let listed = true;
    const api = fakeApi({
      'GET /v1/favourites': () =>
        Response.json(listed ? [photoCardFixture(PHOTO, 'Sigiriya')] : []),
      'DELETE /v1/favourites': () => {
        listed = false;
        return Response.json({ photo_id: PHOTO, favourite: false, removed: true });
      },
    });
    renderWithApp(<FavouriteButton photoId={PHOTO} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(api.callsTo('DELETE', '/v1/favourites')[0]!.query.get('photo_id')).toBe(PHOTO);
  });
});
