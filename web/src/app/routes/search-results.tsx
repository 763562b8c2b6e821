import type { LoaderFunctionArgs } from 'react-router';
import { searchPhotosQuery } from '../../features/search/api/search-photos.ts';
import { readSearchPageParams } from '@contract/page-requests.ts';
import { SearchResultsPage } from '../../features/search/components/search-results-page.tsx';
import { prefetch } from './prefetch.ts';

export const loader = ({ request }: LoaderFunctionArgs) => {
  const params = readSearchPageParams(new URL(request.url).searchParams);
  return prefetch((client) =>
    params.q ? [client.prefetchInfiniteQuery(searchPhotosQuery(params))] : [],
  );
};

export function Component() {
  return <SearchResultsPage />;
}
