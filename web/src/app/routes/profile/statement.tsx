import { useParams } from 'react-router';
import { StatementPage } from '../../../features/creator-stats/components/statement-page.tsx';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/stats/statement/:month: a creator's printable monthly statement (private, noindex). */
export function Component() {
  const { month = '' } = useParams();
  const t = useT();
  usePageTitle(t('stats.statement.pageTitle'));
  return <StatementPage month={month} />;
}
