import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { useI18n, type Language } from './index.ts';
import { languageAfterSignIn, useLanguageAfterSignIn } from './language-after-sign-in.ts';

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

describe('languageAfterSignIn', () => {
  it.each([
    // chosen on this device, the account's, what shows, whether saving it is offered
    ['ta', 'en', 'ta', true],
    ['si', 'ta', 'si', true],
    ['en', 'en', 'en', false],
    [null, 'en', 'en', false],
    [null, 'si', 'si', false],
  ] as const)(
    'chosen %s, account %s: shows %s, offers to save: %s',
    (chosen, account, show, offer) => {
      expect(languageAfterSignIn({ chosen, account })).toEqual({ show, offerToSave: offer });
    },
  );
});

/** Stands in for a sign-in form: the account answers `account`, the rule runs. */
function SignIn({ account }: { account: Language }) {
  const { t } = useI18n();
  const follow = useLanguageAfterSignIn();
  return (
    <button type="button" onClick={() => void follow(account)}>
      {t('shell.language.label')}
    </button>
  );
}

// Chakra's toasts render slowly in jsdom on a loaded machine.
describe('useLanguageAfterSignIn', { timeout: 20_000 }, () => {
  it('keeps a Tamil visitor in Tamil when the account is English, and offers to save Tamil', async () => {
    document.cookie = 'lang=ta; Path=/';
    const api = fakeApi({
      'POST /v1/profile/update_language': () => Response.json({ language: 'ta' }),
    });
    renderWithApp(<SignIn account="en" />, { language: 'ta' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'மொழி' }));
    expect(
      await screen.findByText('இந்தச் சாதனத்தில் நீங்கள் தேர்ந்தெடுத்தபடி தளம் தமிழ் மொழியிலேயே இருக்கும்'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மொழி' })).toBeTruthy();
    expect(document.cookie).toContain('lang=ta');
    expect(api.callsTo('POST', '/v1/profile/update_language')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'என் கணக்குக்கும் இதைப் பயன்படுத்து' }));
    expect(await screen.findByText('உங்கள் கணக்கின் மொழி சேமிக்கப்பட்டது')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/profile/update_language')[0]!.body!.get('language')).toBe('ta');
  });

  it("follows the account's language on a device where none was chosen", async () => {
    fakeApi({});
    renderWithApp(<SignIn account="en" />, { language: 'ta' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'மொழி' }));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeTruthy();
    expect(document.cookie).toContain('lang=en');
  });
});
