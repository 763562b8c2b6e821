import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PurchasesPage } from '../../../features/purchases/components/purchases-page.tsx';

export function Component() {
  const t = useT();
  usePageTitle(t('purchases.page.title'));
  return <PurchasesPage />;
}
