import { loadMessages, type Language, type Messages } from '../i18n/index.ts';

/** The three compiled catalogues, loaded once for all tests (renderWithApp's `language`). */
export const testMessages: Record<Language, Messages> = {
  en: await loadMessages('en'),
  si: await loadMessages('si'),
  ta: await loadMessages('ta'),
};
