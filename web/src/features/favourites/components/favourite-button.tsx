import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHeart } from 'react-icons/lu';
import { toast } from '../../../components/ui/toaster.tsx';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddFavourite, useFavourites, useRemoveFavourite } from '../api/favourites.ts';

/**
 * The add-to-favourites heart (spec 2 photo detail, 4): signed out it opens the login popup;
 * adding shows at once and is undone if the call fails; removing waits for the answer.
 */
export function FavouriteButton({ photoId }: { photoId: string }) {
  const user = useSession();
  const favourites = useFavourites();
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
        onSuccess: () => toast.success('Photo removed from favourites'),
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
    <IconButton
      variant="outline"
      size="lg"
      aria-label={favourite ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={favourite}
      loading={remove.isPending}
      onClick={toggle}
      color={favourite ? 'red.solid' : undefined}
    >
      <LuHeart fill={favourite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
