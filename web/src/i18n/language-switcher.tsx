import { useState } from 'react';
import { LuLanguages } from 'react-icons/lu';
import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
} from '@contract/language-codes.ts';
import { cx } from '../lib/cx.ts';
import { currentUser } from '../lib/session.ts';
import { useAwaitingApp } from '../lib/use-hydrated.ts';
import { rememberLanguage, saveProfileLanguage } from './language-choice.ts';
import { useI18n } from './provider.tsx';
import styles from './language-switcher.module.css';

/** Switches in place: the catalogue loads, the app re-renders, the choice is remembered. */
export function useLanguageSwitch() {
  const { language, switchLanguage } = useI18n();
  const [busy, setBusy] = useState(false);
  async function choose(next: Language) {
    if (next === language || busy) return;
    setBusy(true);
    try {
      await switchLanguage(next);
      rememberLanguage(next);
      // Signed in: the profile keeps it too (mails follow it). The cookie already holds the
      // choice, so a failure here changes nothing the visitor sees.
      if (currentUser()) saveProfileLanguage(next).catch(() => {});
    } finally {
      setBusy(false);
    }
  }
  return { language, busy, choose };
}

/**
 * The language switcher (English, සිංහල, தமிழ்), each name in its own script. `select` is the
 * navbar's compact menu; `list` the footer's row of buttons.
 *
 * Before the app takes over the server's markup (decision 44) the menu is disabled (it switches
 * in place, which needs the script), and the footer's buttons submit a GET form to the same page
 * with `?lang=` (the hreflang address, which the server renders in that language); once the app
 * runs, they switch in place instead.
 */
export function LanguageSwitcher({
  variant,
  className,
}: {
  variant: 'select' | 'list';
  className?: string;
}) {
  const { t } = useI18n();
  const { language, busy, choose } = useLanguageSwitch();
  const awaitingApp = useAwaitingApp();
  const { pathname, search } = useLocation();
  const label = t('shell.language.label');

  if (variant === 'select') {
    // On a phone the select is an icon's size (it lies invisible over the icon, and still opens
    // the native picker), so the navbar keeps one row.
    return (
      <span className={cx(styles.menu, className)}>
        <LuLanguages aria-hidden className={styles.menuIcon} />
        <select
          aria-label={label}
          className={styles.select}
          value={language}
          disabled={busy || awaitingApp}
          onChange={(event) => void choose(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </span>
    );
  }
  // The rest of the address goes along, so the form leads to the same page.
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== LANGUAGE_COOKIE);
  return (
    <form method="get" action={pathname} className={styles.form}>
      {kept.map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
      <div role="group" aria-label={label} className={cx(styles.list, className)}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="submit"
            name={LANGUAGE_COOKIE}
            value={code}
            lang={code}
            aria-pressed={code === language}
            disabled={busy}
            className={styles.option}
            onClick={(event) => {
              event.preventDefault();
              void choose(code);
            }}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
    </form>
  );
}
