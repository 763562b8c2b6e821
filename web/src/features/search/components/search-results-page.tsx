import { Box, Button, Container, Heading, HStack, Spinner, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { paths, type SearchParams } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSearchSuggestions } from '../api/get-suggestions.ts';
import { useSearchPhotos } from '../api/search-photos.ts';
import { readSearchParams, SearchFilters } from './search-filters.tsx';

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

/** Spec 2, Search results: the query, the photo count and a masonry grid, more as you scroll. */
export function SearchResultsPage() {
  const [searchParams] = useSearchParams();
  const params = readSearchParams(searchParams);
  const navigate = useNavigate();
  const results = useSearchPhotos(params);
  usePageTitle(params.q ? `${params.q} photos` : 'Search');

  const setParams = (next: SearchParams) => void navigate(paths.searchResults(next));

  if (!params.q) {
    return (
      <Container maxW="xl" py="16" px="4">
        <EmptyState
          title="Search photos of Sri Lanka"
          detail="Type what you are looking for: a place, an animal, a festival."
          action={<SearchBox />}
        />
      </Container>
    );
  }

  const first = results.data?.pages[0];
  const photos = results.data?.pages.flatMap((page) => page.photos) ?? [];
  const filtered = Boolean(params.orientation || params.price);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }}>
      <Box mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="1" wordBreak="break-word">
          {params.q}
        </Heading>
        <Text color="fg.muted" aria-live="polite" minH="6">
          {first &&
            (first.fuzzy
              ? `No exact matches for “${params.q}”. Showing ${formatCount(first.total)} ${first.total === 1 ? 'photo' : 'photos'} for similar words.`
              : `${formatCount(first.total)} ${first.total === 1 ? 'photo' : 'photos'}`)}
        </Text>
      </Box>
      <Box mb="6">
        <SearchFilters params={params} onChange={setParams} />
      </Box>
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
    </Container>
  );
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
    <HStack ref={sentinel} justify="center" py="8" minH="20">
      {hasMore ? (
        <Button variant="outline" minH="11" onClick={onMore} disabled={loading}>
          {loading ? <Spinner size="sm" /> : null} Load more
        </Button>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          You have seen all {formatCount(shown)} photos.
        </Text>
      )}
    </HStack>
  );
}

/** Nothing found: the closest tags ("did you mean"), popular searches, or fewer filters. */
function NoResults({ q, onClearFilters }: { q: string; onClearFilters?: () => void }) {
  const suggestions = useSearchSuggestions(q);
  const close = (suggestions.data ?? []).filter((tag) => tag !== q.toLowerCase()).slice(0, 6);
  return (
    <EmptyState
      title={`No photos match “${q}”`}
      detail={
        onClearFilters
          ? 'Try removing a filter, or another word.'
          : 'Check the spelling, or try a broader word.'
      }
      action={
        <Box>
          {onClearFilters && (
            <Button variant="outline" minH="11" mb="4" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
          {close.length > 0 && <TagLinks label="Did you mean" tags={close} />}
          <TagLinks label="Popular searches" tags={POPULAR_SEARCHES} />
        </Box>
      }
    />
  );
}

function TagLinks({ label, tags }: { label: string; tags: string[] }) {
  return (
    <Box as="nav" aria-label={label} mt="3">
      <Text textStyle="sm" fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Wrap justify="center" gap="2">
        {tags.map((tag) => (
          <Button
            key={tag}
            asChild
            size="sm"
            variant="subtle"
            colorPalette="brand"
            borderRadius="full"
            minH="11"
          >
            <Link to={paths.searchResults({ q: tag })}>{tag}</Link>
          </Button>
        ))}
      </Wrap>
    </Box>
  );
}
