import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { TagLink, tagListClass } from '../../../components/ui/tag-link.tsx';
import ui from '../../../components/ui/plain-ui.module.css';
import { paths, type SearchParams } from '../../../config/paths.ts';
import { cx } from '../../../lib/cx.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSearchSuggestions } from '../api/get-suggestions.ts';
import { useSearchPhotos } from '../api/search-photos.ts';
import type { SearchAnswer } from '@contract/browse.ts';
import { readSearchPageParams } from '@contract/page-requests.ts';
import { SearchFilters } from './search-filters.tsx';
import styles from './search.module.css';
import { useT } from '../../../i18n/index.ts';

/** Searches people often make here, offered when a search finds nothing. */
const POPULAR_SEARCHES = [
  'sigiriya',
  'beach',
  'tea',
  'elephants',
  'kandy',
  'galle',
  'ella',
  'colombo',
];

/**
 * Spec 2, Search results: the query, the photo count and a masonry grid, more as you scroll.
 * Plain CSS (decision 20): a search opened from a link paints without waiting for Chakra.
 */
export function SearchResultsPage() {
  const [searchParams] = useSearchParams();
  const params = readSearchPageParams(searchParams);
  const navigate = useNavigate();
  const t = useT();
  const results = useSearchPhotos(params);
  usePageTitle(params.q ? t('search.pageTitle', { q: params.q }) : t('search.pageTitleEmpty'));

  const setParams = (next: SearchParams) => void navigate(paths.searchResults(next));

  if (!params.q) {
    return (
      <div className={styles.intro}>
        <EmptyState
          title={t('search.intro.title')}
          detail={t('search.intro.detail')}
          action={<SearchBox />}
        />
      </div>
    );
  }

  const first = results.data?.pages[0];
  const photos = results.data?.pages.flatMap((page) => page.photos) ?? [];
  const filtered = Boolean(params.orientation || params.price);

  return (
    <div className={cx(ui.container, styles.page)}>
      <div className={styles.header}>
        <h1 className={cx(ui.heading2xl, styles.title)}>{params.q}</h1>
        <p className={styles.count} aria-live="polite">
          {first && <PhotoCount answer={first} q={params.q} />}
        </p>
      </div>
      <div className={styles.filtersRow}>
        <SearchFilters params={params} onChange={setParams} />
      </div>
      <QueryState
        query={results}
        skeleton={<PhotoGridSkeleton count={12} />}
        isEmpty={(data) => data.pages[0]!.total === 0}
        empty={
          <NoResults
            q={params.q}
            onClearFilters={
              filtered ? () => setParams({ q: params.q, sort: params.sort }) : undefined
            }
          />
        }
      >
        {() => (
          <>
            <PhotoGrid photos={photos} />
            <MoreResults
              hasMore={results.hasNextPage}
              loading={results.isFetchingNextPage}
              onMore={() => void results.fetchNextPage()}
              shown={photos.length}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

/**
 * "N photos"; past 1,000 matches the API stops counting (`total_capped`, decision 41) and the
 * count reads "1,000+ photos".
 */
function PhotoCount({ answer, q }: { answer: SearchAnswer; q: string }) {
  const t = useT();
  const count = answer.total;
  if (answer.fuzzy) {
    return answer.total_capped
      ? t('search.fuzzyCapped', { q, count })
      : t('search.fuzzy', { q, count });
  }
  return answer.total_capped ? t('search.countCapped', { count }) : t('search.count', { count });
}

/** Loads the next page when its sentinel scrolls near, with a button for those who prefer it. */
function MoreResults({
  hasMore,
  loading,
  onMore,
  shown,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  shown: number;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onMore(),
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);

  return (
    <div ref={sentinel} className={styles.more}>
      {hasMore ? (
        <button
          type="button"
          className={cx(ui.button, ui.outline)}
          onClick={onMore}
          disabled={loading}
        >
          {loading ? <span className={cx(ui.spinner, styles.spinner)} aria-hidden /> : null}{' '}
          {t('search.loadMore')}
        </button>
      ) : (
        <p className={styles.end}>{t('search.seenAll', { count: shown })}</p>
      )}
    </div>
  );
}

/** Nothing found: the closest tags ("did you mean"), popular searches, or fewer filters. */
function NoResults({ q, onClearFilters }: { q: string; onClearFilters?: () => void }) {
  const t = useT();
  const suggestions = useSearchSuggestions(q);
  const close = (suggestions.data ?? []).filter((tag) => tag !== q.toLowerCase()).slice(0, 6);
  return (
    <EmptyState
      title={t('search.noResults.title', { q })}
      detail={onClearFilters ? t('search.noResults.filtered') : t('search.noResults.spelling')}
      action={
        <div>
          {onClearFilters && (
            <button
              type="button"
              className={cx(ui.button, ui.outline, styles.clear)}
              onClick={onClearFilters}
            >
              {t('search.noResults.clearFilters')}
            </button>
          )}
          {close.length > 0 && <TagLinks label={t('search.noResults.didYouMean')} tags={close} />}
          <TagLinks label={t('search.noResults.popular')} tags={POPULAR_SEARCHES} />
        </div>
      }
    />
  );
}

function TagLinks({ label, tags }: { label: string; tags: string[] }) {
  return (
    <nav aria-label={label} className={styles.tags}>
      <p className={styles.tagsLabel}>{label}</p>
      <div className={cx(tagListClass, styles.tagList)}>
        {tags.map((tag) => (
          <TagLink key={tag} tag={tag} brand />
        ))}
      </div>
    </nav>
  );
}
