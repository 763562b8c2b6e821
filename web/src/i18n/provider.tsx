import './scripts.css';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { LANGUAGE_LOCALES, type Language } from '@contract/language-codes.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { formattersFor, type Formatters } from './format.ts';
import { loadMessages } from './messages.ts';
import type { MessageValues, Translate } from './translate.ts';
import { validationMessage } from './validation.ts';

export interface I18nValue {
  language: Language;
  t: Translate;
  format: Formatters;
  /** A failed call's message: translated per error code (English: the server's text). */
  errorMessage(error: unknown): string;
  /** A form field's message from the contract's schema, translated. */
  fieldError(message: string | undefined): string | undefined;
  /** Loads the language's catalogue, then re-renders the app in it (no reload). */
  switchLanguage(language: Language): Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

function makeI18n(language: Language, messages: Messages): I18n {
  // Plurals and `#` follow the Intl locale: si-LK, ta-LK, en-LK.
  return setupI18n({
    locale: language,
    locales: [LANGUAGE_LOCALES[language]],
    messages: { [language]: messages },
  });
}

/**
 * What code outside React (toasts from the query cache, error messages) translates with: the
 * browser's current language. The server renders only through the provider's own instance.
 */
let browserI18n: I18n | null = null;
let browserLanguage: Language = 'en';

export function translate(key: string, values?: MessageValues): string {
  return browserI18n ? browserI18n._(key, values) : key;
}

/** A failed call's message in the browser's current language (toasts). */
export function translateError(error: unknown): string {
  return apiErrorMessage(error, browserLanguage, translate);
}

/**
 * The app in one language. With a loaded catalogue it renders synchronously (the server's render
 * and the browser's hydration); `switchLanguage` swaps in another one in place.
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const [given, setGiven] = useState({ language, messages });
  const [current, setCurrent] = useState(given);
  // New props (another render's catalogue) win over a language switched to before.
  if (given.language !== language || given.messages !== messages) {
    setGiven({ language, messages });
    setCurrent({ language, messages });
  }

  const i18n = useMemo(
    () => makeI18n(current.language, current.messages),
    [current.language, current.messages],
  );
  // Toasts and other code outside React follow the language on screen (the browser only).
  useLayoutEffect(() => {
    browserI18n = i18n;
    browserLanguage = current.language;
  }, [i18n, current.language]);

  const switchLanguage = useCallback(async (next: Language) => {
    const nextMessages = await loadMessages(next);
    setCurrent({ language: next, messages: nextMessages });
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      language: current.language,
      t: (key, values) => i18n._(key, values),
      format: formattersFor(current.language),
      fieldError: (message) => validationMessage(message, (key, values) => i18n._(key, values)),
      errorMessage: (error) =>
        apiErrorMessage(error, current.language, (key, values) => i18n._(key, values)),
      switchLanguage,
    }),
    [current.language, i18n, switchLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n: render inside <I18nProvider> (web/src/i18n)');
  return value;
}

/** The translate function of the current language: `const t = useT(); t('shell.nav.login')`. */
export function useT(): Translate {
  return useI18n().t;
}
