import { LANGUAGE_NAMES, type Language } from '@contract/language-codes.ts';
import { toast } from '../components/ui/toaster.tsx';
import { chosenLanguage, rememberLanguage, saveProfileLanguage } from './language-choice.ts';
import { useI18n } from './provider.tsx';

/**
 * Which language a sign-in leaves on screen (docs/i18n.md, "Language after sign-in"): a
 * language chosen on this device (the `lang` cookie) wins over the account's, and when they
 * differ the reader is offered to save it to the account; without a choice here (a new device,
 * a language guessed from the browser) the account's language follows the reader.
 */
export function languageAfterSignIn({
  chosen,
  account,
}: {
  chosen: Language | null;
  account: Language;
}): { show: Language; offerToSave: boolean } {
  if (chosen === null) return { show: account, offerToSave: false };
  return { show: chosen, offerToSave: chosen !== account };
}

/**
 * Applies the rule once a sign-in answers the account's language: switches if it must, remembers
 * what is shown, and offers to save a kept choice to the account (its mails follow the profile).
 */
export function useLanguageAfterSignIn(): (account: Language) => Promise<void> {
  const { language, switchLanguage, t } = useI18n();
  return async (account) => {
    const { show, offerToSave } = languageAfterSignIn({ chosen: chosenLanguage(), account });
    if (show !== language) await switchLanguage(show);
    rememberLanguage(show);
    if (!offerToSave) return;
    // Written in the language kept on screen; `t` is still that language's (no switch happened).
    toast.offer(
      t('shell.language.keptTitle', { language: LANGUAGE_NAMES[show] }),
      t('shell.language.keptDetail', { account: LANGUAGE_NAMES[account] }),
      {
        label: t('shell.language.saveToAccount'),
        onClick: () => {
          saveProfileLanguage(show).then(
            () => toast.success(t('shell.language.savedToAccount')),
            (error: unknown) => toast.failure(error),
          );
        },
      },
    );
  };
}
