import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../../test/account-fixtures.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { LoginPanel } from './login-panel.tsx';

const profile = profileFixture({ last_name: '' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPanel', () => {
  it('asks for both fields with the login wording, and sends nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<LoginPanel next="/" onSignedIn={vi.fn()} />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter your Email or Phone number')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/sessions')).toHaveLength(0);
  });

  it('refuses an address without a 2-3 letter domain', async () => {
    fakeApi({});
    renderWithApp(<LoginPanel next="/" onSignedIn={vi.fn()} />);
    await fillAndSubmit('nimal@example', 'password123');
    expect(await screen.findByText('Please enter a valid Email')).toBeTruthy();
  });

  it('logs in with the e-mail as user_id and reports success', async () => {
    const api = fakeApi({ 'POST /v1/sessions': () => Response.json(profile) });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />);
    await fillAndSubmit('Nimal@Example.com', 'password123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const body = api.callsTo('POST', '/v1/sessions')[0]!.body!;
    expect(body.get('user_id')).toBe('nimal@example.com');
    expect(body.get('password')).toBe('password123');
    expect(body.get('auth_provider')).toBe('EMAIL');
  });

  it("switches to the account's language after login, and remembers it on this device", async () => {
    fakeApi({ 'POST /v1/sessions': () => Response.json({ ...profile, language: 'si' }) });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />);
    await fillAndSubmit('nimal@example.com', 'password123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    // The form's own button now reads in Sinhala (auth.login.submit in catalogues/si/auth.json).
    expect(await screen.findByRole('button', { name: 'පිවිසෙන්න' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('si');
    expect(document.cookie).toContain('lang=si');
  });

  it('keeps the language chosen on this device when the account has another (docs/i18n.md)', async () => {
    document.cookie = 'lang=ta; Path=/';
    fakeApi({ 'POST /v1/sessions': () => Response.json({ ...profile, language: 'en' }) });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />, { language: 'ta' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'nimal@example.com');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'password123');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(document.documentElement.lang).toBe('ta');
    expect(document.cookie).toContain('lang=ta');
  });

  it("shows 'Incorrect email or/and password!' for a wrong password", async () => {
    fakeApi({ 'POST /v1/sessions': apiError(401, 1102, 'Incorrect email or/and password!') });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />);
    await fillAndSubmit('nimal@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Incorrect email or/and password!',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('opens the resend-activation popup with the address for an unverified account (1104)', async () => {
    const api = fakeApi({
      'POST /v1/sessions': apiError(
        403,
        1104,
        'Your email address is not verified yet. Please check your inbox',
      ),
      'POST /v1/resend_activation': () => Response.json({ email: 'nimal@example.com' }),
    });
    renderWithApp(<LoginPanel next="/" onSignedIn={vi.fn()} />);
    const user = await fillAndSubmit('nimal@example.com', 'password123');
    expect(
      await screen.findByText('Your email address is not verified yet. Please check your inbox'),
    ).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Resend Activation Mail' });
    expect((dialog.querySelector('input[type=email]') as HTMLInputElement).value).toBe(
      'nimal@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Resend Activation Mail' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/resend_activation')).toHaveLength(1));
  });

  it('shows any other code in the red banner', async () => {
    fakeApi({
      'POST /v1/sessions': apiError(
        429,
        1004,
        'Too many attempts. Please wait a while and try again',
      ),
    });
    renderWithApp(<LoginPanel next="/" onSignedIn={vi.fn()} />);
    await fillAndSubmit('nimal@example.com', 'password123');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });

  it('hides the social buttons when no provider is configured', async () => {
    const api = fakeApi({});
    renderWithApp(<LoginPanel next="/" onSignedIn={vi.fn()} />);
    await waitFor(() => expect(api.callsTo('GET', '/v1/public/config')).toHaveLength(1));
    expect(screen.queryByText('or continue with')).toBeNull();
  });

  it('offers Facebook through the API redirect in Supabase mode, landing back on `next`', async () => {
    fakeApi({
      'GET /v1/public/config': () =>
        Response.json({
          google_client_id: null,
          facebook: { mode: 'redirect', start_path: '/v1/auth/facebook' },
          local_identity: null,
        }),
    });
    renderWithApp(<LoginPanel next="/profile/favourites" onSignedIn={vi.fn()} />);
    const link = await screen.findByRole('link', { name: /Continue with Facebook/ });
    expect(link.getAttribute('href')).toBe('/v1/auth/facebook?redirect=%2Fprofile%2Ffavourites');
  });

  describe('in local mode without provider keys', () => {
    const localConfig = () =>
      Response.json({
        google_client_id: null,
        facebook: null,
        local_identity: { page: '/dev/identity', providers: ['GOOGLE', 'FACEBOOK'] },
      });

    /** window.open hands back this stand-in popup; the test speaks as the identity page. */
    function stubPopup() {
      const popup = { closed: false } as unknown as Window;
      const open = vi.fn((..._args: unknown[]) => popup);
      vi.stubGlobal('open', open);
      const answer = (data: unknown) =>
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: window.location.origin, source: popup }),
        );
      return { open, answer };
    }

    it('opens the local identity page for Facebook and signs up the address it vouches for', async () => {
      const api = fakeApi({
        'GET /v1/public/config': localConfig,
        'GET /v1/email_available': () => Response.json({ value: true }),
        'POST /v1/register': () =>
          Response.json(
            { email: 'ruwan@example.com', activation_required: false },
            { status: 201 },
          ),
      });
      const { open, answer } = stubPopup();
      const onSignedIn = vi.fn();
      renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />);
      await userEvent.click(await screen.findByRole('button', { name: /Continue with Facebook/ }));
      expect(String(open.mock.calls[0]![0])).toContain('/dev/identity?provider=FACEBOOK');
      answer({
        type: 'lankalens-local-identity',
        outcome: 'signed-in',
        provider: 'FACEBOOK',
        token: 'local-token',
        email: 'ruwan@example.com',
      });
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
      const body = api.callsTo('POST', '/v1/register')[0]!.body!;
      expect(body.get('auth_provider')).toBe('FACEBOOK');
      expect(body.get('auth_token')).toBe('local-token');
    });

    it("shows 'Something went wrong. Please try again.' when the person cancels", async () => {
      const api = fakeApi({ 'GET /v1/public/config': localConfig });
      const { answer } = stubPopup();
      const onSignedIn = vi.fn();
      renderWithApp(<LoginPanel next="/" onSignedIn={onSignedIn} />);
      await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));
      answer({ type: 'lankalens-local-identity', outcome: 'cancelled' });
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Something went wrong. Please try again.',
      );
      expect(api.callsTo('POST', '/v1/sessions')).toHaveLength(0);
      expect(onSignedIn).not.toHaveBeenCalled();
    });
  });
});
