import { StatsPage } from '../../../features/creator-stats/components/stats-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/stats: the creator dashboard (beyond the spec; its own chunk with the charts). */
export function Component() {
  usePageTitle('Your statistics');
  return <StatsPage />;
}
