import { IconButton } from '@chakra-ui/react';
import { LuHeartOff } from 'react-icons/lu';
import type { PhotoCard } from '@contract/photo.ts';
import { PhotoTileGrid, PhotoTileGridSkeleton } from '../../../components/photo-tile-grid.tsx';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { AccountPage, BrowsePhotosEmptyState } from '../../../components/account-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useFavourites, useRemoveFavourite } from '../api/favourites.ts';
import { useT } from '../../../i18n/index.ts';

/** My Favourites (spec 2): the grid, a remove icon per photo behind a confirmation. */
export function FavouritesPage() {
  const favourites = useFavourites();
  const t = useT();
  return (
    <AccountPage title={t('favourites.page.title')}>
      <QueryState
        query={favourites}
        skeleton={<PhotoTileGridSkeleton />}
        isEmpty={(photos) => photos.length === 0}
        empty={
          <BrowsePhotosEmptyState
            title={t('favourites.page.emptyTitle')}
            detail={t('favourites.page.emptyDetail')}
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
  const t = useT();
  async function ask() {
    const sure = await confirm({
      title: t('favourites.button.remove'),
      message: t('favourites.page.removeQuestion', { name: photo.name }),
      confirmLabel: t('favourites.page.remove'),
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(photo.id, {
      onSuccess: () => toast.success(t('favourites.button.removed')),
    });
  }
  return (
    <IconButton
      size="md"
      variant="solid"
      bg="bg/90"
      color="red.solid"
      _hover={{ bg: 'bg' }}
      aria-label={t('favourites.page.removeLabel', { name: photo.name })}
      loading={remove.isPending}
      onClick={ask}
    >
      <LuHeartOff />
    </IconButton>
  );
}
