import { ApiError } from '../lib/api-client.ts';
import type { Language } from '@contract/language-codes.ts';
import type { Translate } from './translate.ts';

/**
 * What the visitor reads for a failed call (issue 20): the API keeps its codes and English
 * descriptions, and the web app shows its own message per code (`apiErrors.<code>`). English
 * shows the server's description as it is (some carry detail, like a field's rule); a code the
 * catalogue does not know yet falls back to it too. No answer at all: 'check your connection'.
 */
export function apiErrorMessage(error: unknown, language: Language, t: Translate): string {
  if (!(error instanceof Error)) return '';
  // A failure of the page itself: its (English, technical) text only in English.
  if (!(error instanceof ApiError))
    return language === 'en' ? error.message : t('shell.error.generic');
  if (error.isNetworkFailure) return t('shell.error.connection');
  if (language === 'en') return error.description;
  const key = `apiErrors.${error.code}`;
  const message = t(key);
  return message === key ? error.description : message;
}
