import { IconButton } from '@chakra-ui/react';
import { LuHeartOff } from 'react-icons/lu';
import type { PhotoCard } from '@contract/photo.ts';
import { PhotoTileGrid, PhotoTileGridSkeleton } from '../../../components/photo-tile-grid.tsx';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { AccountPage, BrowsePhotosEmptyState } from '../../../components/account-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useFavourites, useRemoveFavourite } from '../api/favourites.ts';

/** My Favourites (spec 2): the grid, a remove icon per photo behind a confirmation. */
export function FavouritesPage() {
  const favourites = useFavourites();
  return (
    <AccountPage title="My Favourites">
      <QueryState
        query={favourites}
        skeleton={<PhotoTileGridSkeleton />}
        isEmpty={(photos) => photos.length === 0}
        empty={
          <BrowsePhotosEmptyState
            title="No favourites yet"
            detail="Tap the heart on any photo to keep it here."
          />
        }
      >
        {(photos) => (
          <PhotoTileGrid photos={photos} action={(photo) => <RemoveFavourite photo={photo} />} />
        )}
      </QueryState>
    </AccountPage>
  );
}

function RemoveFavourite({ photo }: { photo: PhotoCard }) {
  const remove = useRemoveFavourite();
  async function ask() {
    const sure = await confirm({
      title: 'Remove from favourites',
      message: `Remove "${photo.name}" from your favourites?`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(photo.id, {
      onSuccess: () => toast.success('Photo removed from favourites'),
    });
  }
  return (
    <IconButton
      size="md"
      variant="solid"
      bg="bg/90"
      color="red.solid"
      _hover={{ bg: 'bg' }}
      aria-label={`Remove ${photo.name} from favourites`}
      loading={remove.isPending}
      onClick={ask}
    >
      <LuHeartOff />
    </IconButton>
  );
}
