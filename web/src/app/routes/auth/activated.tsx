import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ActivationResult } from '../../../features/auth/components/activation-result.tsx';

/** /activated?success=: where the API's activation link lands. */
export function Component() {
  const t = useT();
  usePageTitle(t('emailLinks.activation.pageTitle'));
  const [params] = useSearchParams();
  return (
    <AuthCard>
      <ActivationResult success={params.get('success') === 'true'} />
    </AuthCard>
  );
}
