import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { LuFolderPlus, LuHeart } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import type { PhotoDetail } from '@contract/browse.ts';
import ui from '../../components/ui/plain-ui.module.css';
import { paths } from '../../config/paths.ts';
import { useT } from '../../i18n/index.ts';
import { cx } from '../../lib/cx.ts';
import { requestLogin } from '../../lib/login-prompt.ts';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './photo-actions.module.css';

// Plain buttons; their popups load with Chakra on the first click. They load after the photo,
// not before it (docs/performance.md).
const FavouriteButton = lazy(() =>
  import('../../features/favourites/components/favourite-button.tsx').then((m) => ({
    default: m.FavouriteButton,
  })),
);
const AddToCollectionButton = lazy(() =>
  import('../../features/collections/components/add-to-collection-button.tsx').then((m) => ({
    default: m.AddToCollectionButton,
  })),
);

/** The favourite and add-to-collection buttons in the photo page's action slot. */
export function photoActions(photo: PhotoDetail) {
  return <PhotoActions photoId={photo.id} />;
}

const actionClass = cx(ui.button, ui.outline, ui.large, ui.iconLarge);

/**
 * Signed out (everyone the server draws the page for), both ask for a login first (spec 4): they
 * are links to the login page, back to this page after it, so they work before the script and
 * without it (decision 44); once the app runs, they open the login popup instead. Signed in, the
 * buttons arrive once the page is the browser's; their place is kept meanwhile.
 */
function PhotoActions({ photoId }: { photoId: string }) {
  const hydrated = useHydrated();
  const user = useSession();
  const t = useT();
  if (!user) {
    return (
      <>
        <LoginFirst label={t('favourites.button.add')}>
          <LuHeart />
        </LoginFirst>
        <LoginFirst label={t('collections.add.button')}>
          <LuFolderPlus />
        </LoginFirst>
      </>
    );
  }
  const placeholder = <div className={styles.placeholder} aria-hidden />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FavouriteButton photoId={photoId} />
      <AddToCollectionButton photoId={photoId} />
    </Suspense>
  );
}

function LoginFirst({ label, children }: { label: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  // A plain click opens the popup; a click meant for a new tab or window goes its own way.
  const openPopup = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    requestLogin();
  };
  return (
    <Link
      to={paths.login(`${pathname}${search}`)}
      aria-label={label}
      className={actionClass}
      onClick={openPopup}
    >
      {children}
    </Link>
  );
}
