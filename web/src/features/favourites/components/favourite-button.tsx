import { useState } from 'react';
import { LuHeart } from 'react-icons/lu';
import { LoadingButton } from '../../../components/ui/loading-button.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { toast } from '../../../components/ui/toaster.tsx';
import { cx } from '../../../lib/cx.ts';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddFavourite, useFavourites, useRemoveFavourite } from '../api/favourites.ts';
import styles from './favourite-button.module.css';
import { useT } from '../../../i18n/index.ts';

/**
 * The add-to-favourites heart (spec 2 photo detail, 4): signed out it opens the login popup;
 * adding shows at once and is undone if the call fails; removing waits for the answer. Plain CSS:
 * it sits on the photo page, which paints without Chakra (decision 20).
 */
export function FavouriteButton({ photoId }: { photoId: string }) {
  const user = useSession();
  const favourites = useFavourites();
  const t = useT();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  // The optimistic answer while an add is in flight; null = trust the list.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const listed = favourites.data?.some((photo) => photo.id === photoId) ?? false;
  const favourite = optimistic ?? listed;

  function toggle() {
    if (!user) return requestLogin();
    if (favourite) {
      remove.mutate(photoId, {
        onSuccess: () => toast.success(t('favourites.button.removed')),
      });
      return;
    }
    setOptimistic(true);
    add.mutate(photoId, {
      onError: (error) => {
        setOptimistic(null);
        toast.failure(error);
      },
      // The refreshed list holds the photo now; hand over to it.
      onSuccess: () => setOptimistic(null),
    });
  }

  return (
    <LoadingButton
      type="button"
      className={cx(ui.button, ui.outline, ui.large, ui.iconLarge, styles.heart)}
      aria-label={favourite ? t('favourites.button.remove') : t('favourites.button.add')}
      aria-pressed={favourite}
      loading={remove.isPending}
      onClick={toggle}
    >
      <LuHeart fill={favourite ? 'currentColor' : 'none'} />
    </LoadingButton>
  );
}
