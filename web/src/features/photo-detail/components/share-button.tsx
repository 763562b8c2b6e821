import { LuShare2 } from 'react-icons/lu';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import { chakraOnDemand, useOnDemandDialog } from '../../../components/ui/on-demand.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { cx } from '../../../lib/cx.ts';
import { useT } from '../../../i18n/index.ts';

const shareDialog = chakraOnDemand(() =>
  import('./share-dialog.tsx').then((module) => module.ShareDialog),
);

/**
 * The photo page's Share button: plain, so the page paints without Chakra (decision 20). The
 * share popup (a Chakra dialog) loads with Chakra on the first click, warmed on hover or focus;
 * the button shows a spinner if that takes a while.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { Dialog, open, show, dialogProps, triggerProps } = useOnDemandDialog(shareDialog);
  const t = useT();
  return (
    <>
      <LoadingButton
        {...triggerProps}
        type="button"
        className={cx(ui.button, ui.outline)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void show()}
      >
        <LuShare2 aria-hidden /> {t('photo.share.button')}
      </LoadingButton>
      {Dialog ? <Dialog {...dialogProps} url={url} title={title} /> : null}
    </>
  );
}
