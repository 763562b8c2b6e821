import { StatsPage } from '../../../features/creator-stats/components/stats-page.tsx';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/stats: the creator dashboard (beyond the spec; its own chunk with the charts). */
export function Component() {
  const t = useT();
  usePageTitle(t('stats.page.title'));
  return <StatsPage />;
}
