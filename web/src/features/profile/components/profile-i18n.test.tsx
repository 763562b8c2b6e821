import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../../test/account-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { BecomeCreatorDialog } from './become-creator-dialog.tsx';
import { EditNameDialog } from './edit-name-dialog.tsx';
import { ProfileHeader } from './profile-header.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the profile screens in Sinhala and Tamil', () => {
  it('shows the header in Sinhala', async () => {
    fakeApi({ 'GET /v1/profile': () => Response.json(profileFixture()) });
    renderWithApp(<ProfileHeader onBecameCreator={vi.fn()} />, { language: 'si' });
    expect(await screen.findByRole('button', { name: 'ඡායාරූප ශිල්පියෙකු වන්න' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'නම වෙනස් කරන්න' })).toBeTruthy();
    expect(screen.queryByText('Become a Content Creator')).toBeNull();
  });

  it('keeps the English apostrophes as they were', async () => {
    fakeApi({
      'GET /v1/profile': () => Response.json(profileFixture({ profile_photo: '/me.jpg' })),
    });
    renderWithApp(<ProfileHeader onBecameCreator={vi.fn()} />);
    const photo = await screen.findByAltText("Nimal Silva's profile photo", {}, { timeout: 3000 });
    expect(photo).toBeTruthy();
  });

  it("translates the form's own messages in Tamil", async () => {
    fakeApi({});
    const profile = profileFixture();
    renderWithApp(<EditNameDialog profile={profile} open onOpenChange={vi.fn()} />, {
      language: 'ta',
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('முதல் பெயர்'));
    await user.click(screen.getByRole('button', { name: 'சேமி' }));
    expect(await screen.findByText('முதல் பெயர் தேவை')).toBeTruthy();
  });

  it('keeps the username in the Sinhala confirmation, in bold', async () => {
    fakeApi({});
    renderWithApp(
      <BecomeCreatorDialog
        profile={profileFixture({ username: 'nimal' })}
        open
        onOpenChange={vi.fn()}
        onBecameCreator={vi.fn()}
      />,
      { language: 'si' },
    );
    const name = await screen.findByText('nimal');
    expect(name.tagName).toBe('STRONG');
    expect(name.parentElement!.textContent).toContain('පරිශීලක නාමය යොදා ගැනේ');
  });
});
