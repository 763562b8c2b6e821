import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { useT } from '../../i18n/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin: the review queue, verification requests and jobs (ADMIN only, see the router). */
export function Component() {
  const t = useT();
  usePageTitle(t('admin.console.title'));
  return <AdminConsole />;
}
