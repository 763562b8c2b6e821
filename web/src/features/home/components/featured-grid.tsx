import { Link } from 'react-router';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';

/** The featured masonry; 'Failed To Load' / 'check your connection' when it cannot load (spec 2). */
export function FeaturedGrid() {
  const featured = useFeaturedPhotos();
  return (
    <QueryState
      query={featured}
      skeleton={<PhotoGridSkeleton />}
      errorVariant="failedToLoad"
      isEmpty={(photos) => photos.length === 0}
      empty={
        <EmptyState
          title="Nothing here yet"
          detail="No photos yet. Be the first to share one."
          action={
            <Link to={paths.signup()} className={cx(ui.button, ui.solid)}>
              Sign Up for Free
            </Link>
          }
        />
      }
    >
      {(photos) => <PhotoGrid photos={photos} />}
    </QueryState>
  );
}
