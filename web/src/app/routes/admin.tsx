import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin: the review queue, verification requests and jobs (ADMIN only, see the router). */
export function Component() {
  usePageTitle('Admin console');
  return <AdminConsole />;
}
