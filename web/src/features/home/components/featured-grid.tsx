import { Link } from 'react-router';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';
import { useT } from '../../../i18n/index.ts';

/** The featured masonry; 'Failed To Load' / 'check your connection' when it cannot load (spec 2). */
export function FeaturedGrid() {
  const featured = useFeaturedPhotos();
  const t = useT();
  return (
    <QueryState
      query={featured}
      skeleton={<PhotoGridSkeleton />}
      errorVariant="failedToLoad"
      isEmpty={(photos) => photos.length === 0}
      empty={
        <EmptyState
          title={t('home.featured.emptyTitle')}
          detail={t('home.featured.emptyDetail')}
          action={
            <Link to={paths.signup()} className={cx(ui.button, ui.solid)}>
              {t('home.signUpFree')}
            </Link>
          }
        />
      }
    >
      {(photos) => <PhotoGrid photos={photos} />}
    </QueryState>
  );
}
