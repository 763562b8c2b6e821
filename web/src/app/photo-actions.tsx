import { AddToCollectionButton } from '../features/collections/components/add-to-collection.tsx';
import { FavouriteButton } from '../features/favourites/components/favourite-button.tsx';

/**
 * What the photo pages put in the photo-detail feature's actions slot: the favourite heart and
 * the add-to-collection button (spec 2; both open the login popup when signed out).
 */
export function photoActions(photo: { id: string }) {
  return (
    <>
      <FavouriteButton photoId={photo.id} />
      <AddToCollectionButton photoId={photo.id} />
    </>
  );
}
