import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { PhotoDetail } from '@contract/browse.ts';

// Their dialogs and forms load after the photo, not before it (docs/performance.md).
const FavouriteButton = lazy(() =>
  import('../../features/favourites/components/favourite-button.tsx').then((m) => ({
    default: m.FavouriteButton,
  })),
);
const AddToCollectionButton = lazy(() =>
  import('../../features/collections/components/add-to-collection.tsx').then((m) => ({
    default: m.AddToCollectionButton,
  })),
);

/** The favourite and add-to-collection buttons in the photo page's action slot. */
export function photoActions(photo: PhotoDetail) {
  return (
    <Suspense fallback={<Box w="24" h="11" aria-hidden />}>
      <FavouriteButton photoId={photo.id} />
      <AddToCollectionButton photoId={photo.id} />
    </Suspense>
  );
}
