/**
 * The languages of LankaLens (issue 20): English, Sinhala and Tamil, without zod, so that the web
 * app's entry can read them without loading it. `languages.ts` re-exports all of this beside the
 * request field; the web app imports this file.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice (readable by the web app, sent to the API). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The Intl locale for numbers, dates and prices (rupees) in each language. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-LK',
  si: 'si-LK',
  ta: 'ta-LK',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of the three for an `Accept-Language` header, or null when it names none of them.
 * Ranges are read with their q values (a `q=0` range is refused); `si-LK` counts as `si`, and
 * `*` as English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: Language | null = null;
  let bestQ = 0;
  for (const part of header.split(',').slice(0, 32)) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const primary = tag === '*' ? DEFAULT_LANGUAGE : tag.split('-')[0];
    if (isLanguage(primary) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The visitor's language: the `lang` cookie when it holds one of the three, else the best match
 * of `Accept-Language`, else English.
 */
export function resolveLanguage(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.cookie)) return input.cookie;
  return languageFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
