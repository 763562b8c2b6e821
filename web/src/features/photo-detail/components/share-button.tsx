import { useEffect, useId, useRef, useState } from 'react';
import { LuCheck, LuCopy, LuShare2 } from 'react-icons/lu';
import ui from '../../../components/ui/plain-ui.module.css';
import field from '../../../components/ui/text-field.module.css';
import { cx } from '../../../lib/cx.ts';
import { useAwaitingApp } from '../../../lib/use-hydrated.ts';
import styles from './share-button.module.css';
import { useT } from '../../../i18n/index.ts';

/** Spec 4 and 9: 'Copied!' shows for 6 s after a copy. */
export const COPIED_MS = 6000;

/**
 * The photo page's Share button and its popup: the photo's address, ready to copy.
 *
 * The popup is the browser's own popover (`popovertarget`), in plain CSS (decision 20), so it
 * opens on the first tap whether or not the script has arrived, with nothing to download first
 * (issue 33: a Chakra dialog loaded on first use answered the first tap 2-3 s late on a phone).
 * The browser gives it Escape, a click outside and focus back to the button. Copying needs the
 * script: until the app takes over, the Copy button is unavailable and the popup says to copy
 * the link by hand (decision 44).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const awaitingApp = useAwaitingApp();
  const [copied, setCopied] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const panel = useId();
  const heading = `${panel}-title`;
  const address = `${panel}-address`;
  const t = useT();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // Opened, the popup puts the visitor on the address, selected, as a dialog takes focus.
  useEffect(() => {
    const element = panelRef.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') addressRef.current?.select();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard permission, select the text so the visitor can copy it by hand.
      addressRef.current?.select();
      return;
    }
    setCopied(true);
  }

  return (
    <>
      <button
        type="button"
        className={cx(ui.button, ui.outline)}
        aria-haspopup="dialog"
        popoverTarget={panel}
      >
        <LuShare2 aria-hidden /> {t('photo.share.button')}
      </button>
      <div
        ref={panelRef}
        id={panel}
        popover="auto"
        role="dialog"
        aria-labelledby={heading}
        className={styles.panel}
      >
        <h2 id={heading} className={styles.title}>
          {t('photo.share.title')}
        </h2>
        <p className={styles.text}>{t('photo.share.sendLink', { title })}</p>
        <label className={field.label} htmlFor={address}>
          {t('photo.share.linkLabel')}
        </label>
        <div className={styles.address}>
          <input
            ref={addressRef}
            id={address}
            className={field.input}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className={cx(ui.button, ui.solid)}
            disabled={awaitingApp}
            onClick={() => void copy()}
          >
            {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
            {t('photo.share.copy')}
          </button>
        </div>
        <p role="status" className={cx(styles.text, copied && styles.copied)}>
          {copied ? t('photo.share.copied') : awaitingApp ? t('photo.share.copyByHand') : ''}
        </p>
        <button
          type="button"
          popoverTarget={panel}
          popoverTargetAction="hide"
          className={cx(ui.button, ui.outline, styles.close)}
        >
          {t('photo.share.close')}
        </button>
      </div>
    </>
  );
}
