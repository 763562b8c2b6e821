import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { UpdatePassword } from './update-password.tsx';

afterEach(() => vi.unstubAllGlobals());

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('UpdatePassword', () => {
  it("without a token says 'Invalid Activation Link' and offers the resend", async () => {
    fakeApi({});
    renderWithApp(<UpdatePassword token={null} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Invalid Activation Link' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Re-send Activation Email' }));
    expect(await screen.findByRole('dialog', { name: 'Resend Activation Mail' })).toBeTruthy();
  });

  it('asks for both passwords', async () => {
    fakeApi({});
    renderWithApp(<UpdatePassword token="t1" onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Create a New Password' })).toBeTruthy();
    await submit('', '');
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter your confirm password')).toBeTruthy();
  });

  it('needs 8 characters and two equal passwords', async () => {
    fakeApi({});
    renderWithApp(<UpdatePassword token="t1" onDone={vi.fn()} />);
    await submit('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
  });

  it('sends the token with the new password, then is done', async () => {
    const api = fakeApi({ 'POST /v1/reset_password': () => Response.json({ value: true }) });
    const onDone = vi.fn();
    renderWithApp(<UpdatePassword token="t1" onDone={onDone} />);
    await submit('new-password-1', 'new-password-1');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(Object.fromEntries(api.callsTo('POST', '/v1/reset_password')[0]!.body!)).toEqual({
      token: 't1',
      password: 'new-password-1',
    });
  });

  it('shows a refused token in an alert and stays', async () => {
    fakeApi({
      'POST /v1/reset_password': apiError(400, 1105, 'The link is invalid or has expired'),
    });
    const onDone = vi.fn();
    renderWithApp(<UpdatePassword token="t1" onDone={onDone} />);
    await submit('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The link is invalid or has expired',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('UpdatePassword in Tamil', () => {
  it('labels the form and says what is wrong in Tamil', async () => {
    fakeApi({});
    renderWithApp(<UpdatePassword token="t1" onDone={vi.fn()} />, { language: 'ta' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('புதிய கடவுச்சொல்'), 'short');
    await user.type(screen.getByLabelText('கடவுச்சொல்லை உறுதிப்படுத்து'), 'other');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மாற்று' }));
    expect(await screen.findByText('இரண்டு கடவுச்சொற்களும் பொருந்தவில்லை')).toBeTruthy();
    expect(screen.getByText('கடவுச்சொல் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்')).toBeTruthy();
  });
});
