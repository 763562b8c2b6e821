import { useId } from 'react';
import { LuShare2 } from 'react-icons/lu';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import { chakraOnDemand, useOnDemandDialog } from '../../../components/ui/on-demand.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import field from '../../../components/ui/text-field.module.css';
import { cx } from '../../../lib/cx.ts';
import { useAwaitingApp } from '../../../lib/use-hydrated.ts';
import styles from './share-button.module.css';
import { useT } from '../../../i18n/index.ts';

const shareDialog = chakraOnDemand(() =>
  import('./share-dialog.tsx').then((module) => module.ShareDialog),
);

/**
 * The photo page's Share button: plain, so the page paints without Chakra (decision 20). The
 * share popup (a Chakra dialog) loads with Chakra when the page is idle or on the first press,
 * the button showing a spinner until it opens.
 *
 * Before the app takes over the server's markup, and with the script off, the button opens the
 * browser's own popover instead (`popovertarget`, no script): the same address, to select and
 * copy by hand (decision 44). Once the app runs, the button loses that attribute and opens the
 * dialog; the panel stays in the page, closed.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { Dialog, open, show, dialogProps, triggerProps } = useOnDemandDialog(shareDialog);
  const awaitingApp = useAwaitingApp();
  const panel = useId();
  const t = useT();
  return (
    <>
      <LoadingButton
        {...triggerProps}
        type="button"
        className={cx(ui.button, ui.outline)}
        aria-haspopup={awaitingApp ? undefined : 'dialog'}
        aria-expanded={awaitingApp ? undefined : open}
        popoverTarget={awaitingApp ? panel : undefined}
        onClick={() => void show()}
      >
        <LuShare2 aria-hidden /> {t('photo.share.button')}
      </LoadingButton>
      <div id={panel} popover="auto" className={styles.panel}>
        <p className={styles.title}>{t('photo.share.title')}</p>
        <p className={styles.text}>{t('photo.share.sendLink', { title })}</p>
        <label className={field.label}>
          {t('photo.share.linkLabel')}
          <input
            className={field.input}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <p className={styles.text}>{t('photo.share.copyByHand')}</p>
        <button
          type="button"
          popoverTarget={panel}
          popoverTargetAction="hide"
          className={cx(ui.button, ui.outline, styles.close)}
        >
          {t('photo.share.close')}
        </button>
      </div>
      {Dialog ? <Dialog {...dialogProps} url={url} title={title} /> : null}
    </>
  );
}
