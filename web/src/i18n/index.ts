/**
 * The web app's languages (issue 20, docs/i18n.md): English, Sinhala and Tamil through Lingui's
 * runtime with catalogues compiled at build time (web/build/i18n-catalogues.ts).
 */
export type { Language } from '@contract/language-codes.ts';
export { loadMessages, type Messages } from './messages.ts';
export {
  I18nProvider,
  translate,
  translateError,
  useI18n,
  useT,
  type I18nValue,
} from './provider.tsx';
export type { MessageValues, Translate } from './translate.ts';
export { formattersFor, type Formatters } from './format.ts';
export { richText } from './rich-text.tsx';
export { initialLanguage, rememberLanguage } from './language-choice.ts';
