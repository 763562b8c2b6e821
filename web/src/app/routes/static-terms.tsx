import { TermsPage } from '../../features/static-pages/components/terms-page.tsx';

export function Component() {
  return <TermsPage />;
}
