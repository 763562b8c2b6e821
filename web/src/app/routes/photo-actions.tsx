import { lazy, Suspense } from 'react';
import type { PhotoDetail } from '@contract/browse.ts';
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

/** Their place is kept from the first paint; the buttons arrive once the page is the browser's. */
function PhotoActions({ photoId }: { photoId: string }) {
  const placeholder = <div className={styles.placeholder} aria-hidden />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FavouriteButton photoId={photoId} />
      <AddToCollectionButton photoId={photoId} />
    </Suspense>
  );
}
