import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { SignUpForm } from './signup-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fill(values: { first?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.first) await user.type(screen.getByLabelText('First Name'), values.first);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpForm', () => {
  it('shows the three required messages of spec 5 and sends nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    await fill({});
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/register')).toHaveLength(0);
  });

  it('checks the address pattern and the 8-character password', async () => {
    fakeApi({});
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    await fill({ first: 'Kamala', email: 'kamala@mail.info', password: 'short' });
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('registers, then logs in with the same credentials, then reports success', async () => {
    const api = fakeApi({
      'POST /v1/register': () =>
        Response.json({ email: 'kamala@example.com', activation_required: true }, { status: 201 }),
      // Not activated yet: the login after sign-up answers 1104, which is expected.
      'POST /v1/sessions': apiError(403, 1104, 'Your email address is not verified yet'),
    });
    const onSignedUp = vi.fn();
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    await fill({ first: 'Kamala', email: 'kamala@example.com', password: 'password123' });
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce());
    const register = api.callsTo('POST', '/v1/register')[0]!.body!;
    expect(Object.fromEntries(register)).toMatchObject({
      first_name: 'Kamala',
      email: 'kamala@example.com',
      password: 'password123',
      auth_provider: 'EMAIL',
    });
    expect(api.callsTo('POST', '/v1/sessions')[0]!.body!.get('user_id')).toBe('kamala@example.com');
  });

  it('puts 1107 on the e-mail field', async () => {
    fakeApi({
      'POST /v1/register': apiError(409, 1107, 'An account with this email address already exists'),
    });
    const onSignedUp = vi.fn();
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    await fill({ first: 'Kamala', email: 'kamala@example.com', password: 'password123' });
    const message = await screen.findByText('An account with this email address already exists');
    expect(message.closest('[role=alert]')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('shows other errors in the banner', async () => {
    fakeApi({ 'POST /v1/register': apiError(429, 1004, 'Too many attempts') });
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    await fill({ first: 'Kamala', email: 'kamala@example.com', password: 'password123' });
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
