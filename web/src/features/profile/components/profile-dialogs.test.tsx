import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../../test/account-fixtures.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { BecomeCreatorDialog } from './become-creator-dialog.tsx';
import { EditNameDialog } from './edit-name-dialog.tsx';

const profile = profileFixture();

afterEach(() => vi.unstubAllGlobals());

describe('EditNameDialog', () => {
  it("needs both names: 'First Name is required', 'Last Name is required'", async () => {
    const api = fakeApi({});
    renderWithApp(<EditNameDialog profile={profile} open onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/profile')).toHaveLength(0);
  });

  it('saves the names and closes 1 s later', async () => {
    const api = fakeApi({
      'PUT /v1/profile': () => Response.json({ ...profile, first_name: 'Nimali' }),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<EditNameDialog profile={profile} open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Nimali');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
    expect(Object.fromEntries(api.callsTo('PUT', '/v1/profile')[0]!.body!)).toEqual({
      first_name: 'Nimali',
      last_name: 'Silva',
    });
  });
});

describe('BecomeCreatorDialog', () => {
  it("a user without a username must give one: 'Username is required'", async () => {
    const api = fakeApi({});
    renderWithApp(
      <BecomeCreatorDialog
        profile={profile}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={vi.fn()}
      />,
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Become a Content Creator' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/become_creator')).toHaveLength(0);
  });

  it("checks availability 1 s after typing stops and says 'Usename exists'", async () => {
    const api = fakeApi({
      'GET /v1/username_available': () => Response.json({ value: false }),
    });
    renderWithApp(
      <BecomeCreatorDialog
        profile={profile}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={vi.fn()}
      />,
    );
    await userEvent.setup().type(await screen.findByLabelText('Username'), 'kasun');
    // Not while typing: the check waits for a second of quiet.
    expect(api.callsTo('GET', '/v1/username_available')).toHaveLength(0);
    expect(await screen.findByText('Usename exists', {}, { timeout: 2500 })).toBeTruthy();
    const checks = api.callsTo('GET', '/v1/username_available');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.query.get('username')).toBe('kasun');
  });

  it('converts with the new username, then moves on', async () => {
    const api = fakeApi({
      'GET /v1/username_available': () => Response.json({ value: true }),
      'POST /v1/become_creator': () =>
        Response.json({ ...profile, username: 'kasun', role: 'CREATOR' }),
    });
    const onBecameCreator = vi.fn();
    renderWithApp(
      <BecomeCreatorDialog
        profile={profile}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={onBecameCreator}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'Kasun');
    await user.click(screen.getByRole('button', { name: 'Become a Content Creator' }));
    await waitFor(() => expect(onBecameCreator).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/v1/become_creator')[0]!.body!.get('username')).toBe('kasun');
  });

  it('a user with a username only confirms', async () => {
    const api = fakeApi({
      'POST /v1/become_creator': () =>
        Response.json({ ...profile, username: 'nimal', role: 'CREATOR' }),
    });
    const onBecameCreator = vi.fn();
    renderWithApp(
      <BecomeCreatorDialog
        profile={{ ...profile, username: 'nimal' }}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={onBecameCreator}
      />,
    );
    expect(screen.queryByLabelText('Username')).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onBecameCreator).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/v1/become_creator')[0]!.body!.has('username')).toBe(false);
  });

  it('shows a username taken at the last moment (1106) on the field', async () => {
    fakeApi({
      'GET /v1/username_available': () => Response.json({ value: true }),
      'POST /v1/become_creator': apiError(409, 1106, 'Usename exists'),
    });
    renderWithApp(
      <BecomeCreatorDialog
        profile={profile}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'kasun');
    await user.click(screen.getByRole('button', { name: 'Become a Content Creator' }));
    expect(await screen.findByText('Usename exists')).toBeTruthy();
  });
});
