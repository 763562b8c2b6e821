import {
  isLanguage,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type Language,
} from '@contract/language-codes.ts';
import { api } from '../lib/api-client.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * The language the browser starts in: a language in the address (`?lang=si`, where search
 * engines' hreflang links lead), else the `lang` cookie (the visitor's own choice wins, even over
 * a page a shared cache kept in another language), else what the server rendered the page in
 * (`<html lang>`, from the browser's Accept-Language), else the browser's languages.
 */
export function initialLanguage(): Language {
  const inAddress = new URLSearchParams(window.location.search).get(LANGUAGE_COOKIE);
  if (isLanguage(inAddress)) return inAddress;
  const chosen = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const rendered = document.documentElement.lang;
  if (isLanguage(rendered)) return rendered;
  return resolveLanguage({ acceptLanguage: navigator.languages.join(',') });
}

/** The language chosen on this device (the `lang` cookie the switcher writes), if any. */
export function chosenLanguage(): Language | null {
  const chosen = readCookie(LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : null;
}

/** Remembers the choice for a year (the server reads it too) and marks the page's language. */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  document.documentElement.lang = language;
}

/** A signed-in user's choice is kept in their profile too (their mails follow it). */
export async function saveProfileLanguage(language: Language): Promise<void> {
  await api.post('/v1/profile/update_language', { language });
}
