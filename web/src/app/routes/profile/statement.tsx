import { useParams } from 'react-router';
import { StatementPage } from '../../../features/creator-stats/components/statement-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /profile/stats/statement/:month: a creator's printable monthly statement (private, noindex). */
export function Component() {
  const { month = '' } = useParams();
  usePageTitle('Monthly statement');
  return <StatementPage month={month} />;
}
