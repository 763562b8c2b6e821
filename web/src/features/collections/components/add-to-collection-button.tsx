import { LuFolderPlus } from 'react-icons/lu';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import { chakraOnDemand, useOnDemandDialog } from '../../../components/ui/on-demand.ts';
import ui from '../../../components/ui/plain-ui.module.css';
import { cx } from '../../../lib/cx.ts';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { useCollections } from '../api/collections.ts';
import { useT } from '../../../i18n/index.ts';

const addToCollectionDialog = chakraOnDemand(() =>
  import('./add-to-collection.tsx').then((module) => module.AddToCollectionDialog),
);

/**
 * The add-to-collection icon of photo detail (spec 2, 4): signed out it opens the login popup;
 * signed in, the add-to-collection popup. Plain CSS, so the photo page paints without Chakra
 * (decision 20): the popup loads with Chakra on the first click (warmed on hover or focus), the
 * button showing a spinner if that takes a while.
 */
export function AddToCollectionButton({ photoId }: { photoId: string }) {
  const user = useSession();
  const t = useT();
  // The signed-in user's list loads with the page, so the popup opens with it.
  useCollections();
  const { Dialog, show, dialogProps, triggerProps } = useOnDemandDialog(addToCollectionDialog);
  return (
    <>
      <LoadingButton
        {...triggerProps}
        type="button"
        className={cx(ui.button, ui.outline, ui.large, ui.iconLarge)}
        aria-label={t('collections.add.button')}
        onClick={() => (user ? void show() : requestLogin())}
      >
        <LuFolderPlus />
      </LoadingButton>
      {user && Dialog ? <Dialog {...dialogProps} photoId={photoId} /> : null}
    </>
  );
}
