import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../components/layout/footer.tsx';
import { Navbar } from '../components/layout/navbar.tsx';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { testMessages } from '../test/i18n.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { I18nProvider, type Language } from './index.ts';

/** The navbar reads route handles: it needs a data router, inside the app's providers. */
function renderNavbar(language: Language = 'en') {
  const router = createMemoryRouter([{ path: '/', element: <Navbar /> }]);
  return render(
    <I18nProvider language={language} messages={testMessages[language]}>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>,
  );
}

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = '';
});

describe('LanguageSwitcher', () => {
  it('switches the footer to Sinhala in place, remembers it and marks the page', async () => {
    const user = userEvent.setup();
    renderWithApp(<Footer />);
    expect(
      screen.getByText('Stock photos of Sri Lanka by the photographers who live here.'),
    ).toBeTruthy();
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'සිංහල' }));

    expect(await screen.findByText('මෙරට ජීවත් වන ඡායාරූප ශිල්පීන්ගේ ඇසින් ශ්‍රී ලංකාව.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'රහස්‍යතා ප්‍රතිපත්තිය' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'භාෂාව' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'සිංහල' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toContain('lang=si');
    expect(document.documentElement.lang).toBe('si');
  });

  it("switches from the navbar's menu to Tamil, and back to English", async () => {
    const user = userEvent.setup();
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ta');
    expect(await screen.findByRole('link', { name: 'உள்நுழை' })).toBeTruthy();
    expect(document.cookie).toContain('lang=ta');
    expect(document.documentElement.lang).toBe('ta');

    await user.selectOptions(screen.getByRole('combobox', { name: 'மொழி' }), 'en');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the language it is given (the server rendered the page in it)', () => {
    renderNavbar('ta');
    expect(screen.getByRole('link', { name: 'உள்நுழை' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'மொழி' }) as HTMLSelectElement).value).toBe('ta');
  });
});
