import type { Context } from 'hono';
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '../contract/languages.ts';
import { readCookie } from './cookies.ts';

/**
 * The language a visitor is using right now: the web app's `lang` cookie, else the browser's
 * Accept-Language, else English (docs/i18n.md, "Mails and the API").
 */
export function visitorLanguage(c: Context): Language {
  return resolveLanguage({
    cookie: readCookie(c, LANGUAGE_COOKIE) ?? null,
    acceptLanguage: c.req.header('accept-language') ?? null,
  });
}
