import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { UpdatePassword } from '../../../features/auth/components/update-password.tsx';

/** /update_password?t=: the reset link from the e-mail; afterwards the login page. */
export function Component() {
  const t = useT();
  usePageTitle(t('emailLinks.newPassword.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard>
      <UpdatePassword token={params.get('t')} onDone={() => navigate(paths.login())} />
    </AuthCard>
  );
}
