import { PrivacyPage } from '../../features/static-pages/components/privacy-page.tsx';

export function Component() {
  return <PrivacyPage />;
}
