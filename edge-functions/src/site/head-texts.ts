import { LANGUAGE_LOCALES, type Language } from '../contract/language-codes.ts';
import {
  ENGLISH,
  formatCountIn,
  formatPriceIn,
  type LocaleFormat,
} from '../../../web/src/lib/format.ts';
import { FORMAT_TABLES } from '../../../web/src/lib/format-tables.generated.ts';
// The web app's own catalogues (docs/i18n.md): the head says what the page says, in its words.
// Only the areas whose messages a head uses: `head` (the head's own sentences) and the areas of
// the pages' titles.
import enAlbums from '../../../web/src/i18n/catalogues/en/albums.json' with { type: 'json' };
import enAuth from '../../../web/src/i18n/catalogues/en/auth.json' with { type: 'json' };
import enHead from '../../../web/src/i18n/catalogues/en/head.json' with { type: 'json' };
import enHome from '../../../web/src/i18n/catalogues/en/home.json' with { type: 'json' };
import enLegal from '../../../web/src/i18n/catalogues/en/legal.json' with { type: 'json' };
import enPhoto from '../../../web/src/i18n/catalogues/en/photo.json' with { type: 'json' };
import enSearch from '../../../web/src/i18n/catalogues/en/search.json' with { type: 'json' };
import enShell from '../../../web/src/i18n/catalogues/en/shell.json' with { type: 'json' };
import siAlbums from '../../../web/src/i18n/catalogues/si/albums.json' with { type: 'json' };
import siAuth from '../../../web/src/i18n/catalogues/si/auth.json' with { type: 'json' };
import siHead from '../../../web/src/i18n/catalogues/si/head.json' with { type: 'json' };
import siHome from '../../../web/src/i18n/catalogues/si/home.json' with { type: 'json' };
import siLegal from '../../../web/src/i18n/catalogues/si/legal.json' with { type: 'json' };
import siPhoto from '../../../web/src/i18n/catalogues/si/photo.json' with { type: 'json' };
import siSearch from '../../../web/src/i18n/catalogues/si/search.json' with { type: 'json' };
import siShell from '../../../web/src/i18n/catalogues/si/shell.json' with { type: 'json' };
import taAlbums from '../../../web/src/i18n/catalogues/ta/albums.json' with { type: 'json' };
import taAuth from '../../../web/src/i18n/catalogues/ta/auth.json' with { type: 'json' };
import taHead from '../../../web/src/i18n/catalogues/ta/head.json' with { type: 'json' };
import taHome from '../../../web/src/i18n/catalogues/ta/home.json' with { type: 'json' };
import taLegal from '../../../web/src/i18n/catalogues/ta/legal.json' with { type: 'json' };
import taPhoto from '../../../web/src/i18n/catalogues/ta/photo.json' with { type: 'json' };
import taSearch from '../../../web/src/i18n/catalogues/ta/search.json' with { type: 'json' };
import taShell from '../../../web/src/i18n/catalogues/ta/shell.json' with { type: 'json' };

/** The keys a head may use: every message of the English areas it imports. */
export type HeadKey =
  | keyof typeof enAlbums
  | keyof typeof enAuth
  | keyof typeof enHead
  | keyof typeof enHome
  | keyof typeof enLegal
  | keyof typeof enPhoto
  | keyof typeof enSearch
  | keyof typeof enShell;

const CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    ...enAlbums,
    ...enAuth,
    ...enHead,
    ...enHome,
    ...enLegal,
    ...enPhoto,
    ...enSearch,
    ...enShell,
  },
  si: {
    ...siAlbums,
    ...siAuth,
    ...siHead,
    ...siHome,
    ...siLegal,
    ...siPhoto,
    ...siSearch,
    ...siShell,
  },
  ta: {
    ...taAlbums,
    ...taAuth,
    ...taHead,
    ...taHome,
    ...taLegal,
    ...taPhoto,
    ...taSearch,
    ...taShell,
  },
};

const NUMBER_FORMATS: Readonly<Record<Language, LocaleFormat>> = {
  en: ENGLISH,
  si: FORMAT_TABLES.si,
  ta: FORMAT_TABLES.ta,
};

export type HeadValues = Record<string, string | number>;

/** Translates a catalogue key for a page's head, as the page's `t(key, values)` would. */
export interface HeadTexts {
  language: Language;
  t(key: HeadKey, values?: HeadValues): string;
  /** 'Rs. 4,500.00' as the page writes it in this language. */
  price(amount: number): string;
  count(value: number): string;
}

export function headTexts(language: Language): HeadTexts {
  const messages = CATALOGUES[language];
  const format = NUMBER_FORMATS[language];
  const plurals = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
  const count = (value: number) => formatCountIn(format, value);
  return {
    language,
    t: (key, values = {}) => {
      const message = messages[key];
      if (message === undefined) throw new Error(`head-texts: no message ${key} in ${language}`);
      return render(message, values, { count, plural: (n) => plurals.select(n) });
    },
    price: (amount) => formatPriceIn(format, amount).replace(/\s/g, ' '),
    count,
  };
}

interface Rendering {
  count: (value: number) => string;
  plural: (value: number) => string;
}

/**
 * The part of ICU MessageFormat the catalogues use (docs/i18n.md): `{name}` and
 * `{count, plural, one {...} other {...}}` (with `=n` cases and `#`), and `'` quoting. The web app
 * runs the same messages through Lingui; a test holds the two to the same text.
 */
function render(message: string, values: HeadValues, rendering: Rendering, hash?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const ch = message[i]!;
    if (ch === "'" && message[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (ch === "'" && /[{}#]/.test(message[i + 1] ?? '')) {
      const end = message.indexOf("'", i + 1);
      const stop = end === -1 ? message.length : end;
      out += message.slice(i + 1, stop);
      i = stop + 1;
    } else if (ch === '#' && hash !== undefined) {
      out += rendering.count(hash);
      i += 1;
    } else if (ch === '{') {
      const end = matchingBrace(message, i);
      out += argument(message.slice(i + 1, end), values, rendering);
      i = end + 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`head-texts: unbalanced braces in "${text}"`);
}

function argument(body: string, values: HeadValues, rendering: Rendering): string {
  const [name = '', kind] = body.split(',', 2).map((part) => part.trim());
  const value = values[name];
  if (kind !== 'plural') return value === undefined ? `{${name}}` : String(value);
  const n = Number(value);
  let rest = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
  const cases = new Map<string, string>();
  while (rest.trim()) {
    const open = rest.indexOf('{');
    const close = matchingBrace(rest, open);
    cases.set(rest.slice(0, open).trim(), rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  const chosen = cases.get(`=${n}`) ?? cases.get(rendering.plural(n)) ?? cases.get('other') ?? '';
  return render(chosen, values, rendering, n);
}
