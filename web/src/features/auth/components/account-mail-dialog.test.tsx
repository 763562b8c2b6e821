import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { AccountMailDialog } from './account-mail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AccountMailDialog', () => {
  it('forgot password: required and pattern messages of spec 5', async () => {
    fakeApi({});
    renderWithApp(<AccountMailDialog kind="reset" open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send Reset Link' });
    await user.click(send);
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'nimal@example');
    await user.click(send);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('forgot password: after sending, a success view with a resend button', async () => {
    const api = fakeApi({
      'POST /v1/request_password_reset': () => Response.json({ email: 'nimal@example.com' }),
    });
    renderWithApp(<AccountMailDialog kind="reset" open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const resend = await screen.findByRole('button', { name: 'Resend' });
    expect(screen.getByText('nimal@example.com')).toBeTruthy();
    await user.click(resend);
    await waitFor(() => expect(api.callsTo('POST', '/v1/request_password_reset')).toHaveLength(2));
  });

  it("resend activation: errors read 'description | Error: {code}' under the field", async () => {
    fakeApi({ 'POST /v1/resend_activation': apiError(429, 1004, 'Too many attempts') });
    const onOpenChange = vi.fn();
    renderWithApp(
      <AccountMailDialog
        kind="activation"
        open
        onOpenChange={onOpenChange}
        defaultEmail="a@b.lk"
      />,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Resend Activation Mail' }));
    expect(await screen.findByText('Too many attempts | Error: 1004')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('resend activation: closes once sent', async () => {
    fakeApi({ 'POST /v1/resend_activation': () => Response.json({ email: 'a@b.lk' }) });
    const onOpenChange = vi.fn();
    renderWithApp(
      <AccountMailDialog
        kind="activation"
        open
        onOpenChange={onOpenChange}
        defaultEmail="a@b.lk"
      />,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Resend Activation Mail' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
