import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PurchasesPage } from '../../../features/purchases/components/purchases-page.tsx';

export function Component() {
  usePageTitle('My Purchases');
  return <PurchasesPage />;
}
