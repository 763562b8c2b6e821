import type { Messages } from '@lingui/core';
import type { Language } from '@contract/language-codes.ts';
import { pseudoLocalize, pseudoLocaleRequested } from './pseudo-locale.ts';

export type { Messages };

/**
 * One language's compiled catalogue, in its own chunk (English too: a page carries only the
 * language it shows). Works wherever the app's Vite build runs: the browser and the server entry.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'si':
      return (await import('virtual:i18n-catalogue/si')).default;
    case 'ta':
      return (await import('virtual:i18n-catalogue/ta')).default;
    default: {
      const english = (await import('virtual:i18n-catalogue/en')).default;
      // The dev/test switch for long, accented text (docs/i18n.md); never on the server.
      return pseudoLocaleRequested() ? pseudoLocalize(english) : english;
    }
  }
}
