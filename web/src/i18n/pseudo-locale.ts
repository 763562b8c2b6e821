import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale (en-XA style): English with every letter accented and each text about 40%
 * longer, in brackets, so untranslated strings (no brackets), clipped labels and layouts that break
 * with long Sinhala or Tamil text show up while working in English.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklmnoprstuwyzABCDEGHIKLNOSTUYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéğĥíķļɱñöþŕšţüŵýžÀßÇÐÉĜĤÎĶĻÑÖŠŢÜÝŽ'][index]!,
  ]),
);

function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  const padding = '~'.repeat(Math.ceil(letters * 0.4));
  return padding ? `${accented}${padding}` : accented;
}

type Token = string | readonly [string, string?, unknown?];
type Compiled = string | readonly Token[];

/** Lingui's compiled form: text pieces are strings; placeholders `[name, format?, branches?]`. */
function pseudoMessage(message: Compiled): Compiled {
  return typeof message === 'string' ? pseudoText(message) : message.map(pseudoToken);
}

function pseudoToken(token: Token): Token {
  if (typeof token === 'string') return pseudoText(token);
  const [name, format, branches] = token;
  // Plural and select branches hold text; a number or date style does not.
  if (!branches || typeof branches !== 'object') return token;
  const pseudoBranches = Object.fromEntries(
    Object.entries(branches).map(([key, value]) => [key, pseudoMessage(value as Compiled)]),
  );
  return [name, format, pseudoBranches];
}

export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      ['[', ...[pseudoMessage(message as Compiled)].flat(), ']'],
    ]),
  ) as Messages;
}

const SWITCH = 'pseudo-locale';

/**
 * On in development builds and tests when asked: `?pseudo-locale=1` in the address (kept for the
 * tab in sessionStorage, `?pseudo-locale=0` turns it off). Production builds drop this code.
 */
export function pseudoLocaleRequested(): boolean {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return false;
  if (typeof window === 'undefined') return false;
  const asked = new URLSearchParams(window.location.search).get(SWITCH);
  if (asked !== null) window.sessionStorage.setItem(SWITCH, asked);
  return window.sessionStorage.getItem(SWITCH) === '1';
}
