import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { I18nProvider, type Language, type Messages } from '../i18n/index.ts';
import { testMessages } from './i18n.ts';

/** Renders a piece of the app with its real providers at a given route. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: string; language?: Language } = {},
) {
  const messages: Messages = testMessages[language];
  return render(
    <I18nProvider language={language} messages={messages}>
      <AppProviders client={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>
    </I18nProvider>,
  );
}
