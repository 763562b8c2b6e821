import { z } from 'zod';
import { LANGUAGES } from './language-codes.ts';

/**
 * The languages of LankaLens (issue 20): English, Sinhala and Tamil. Shared by the API (profiles,
 * sign-up, mails) and the web app (its switcher and catalogues). The list, the cookie and
 * `resolveLanguage` are in language-codes.ts, without zod, which the web app's entry imports
 * (decision 34); this file adds the request field.
 */
export * from './language-codes.ts';

/** A language field in a request: one of the three codes, or a 400 with this message. */
export const languageField = z.enum(LANGUAGES, {
  error: 'Language must be en, si or ta',
});
