import { SearchResultsPage } from '../../features/search/components/search-results-page.tsx';

export function Component() {
  return <SearchResultsPage />;
}
