import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthSwitch } from '../../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useT } from '../../../i18n/index.ts';

/** /forgot_password: the reset-link request as a page; afterwards the login page. Plain CSS. */
export function Component() {
  const t = useT();
  usePageTitle(t('auth.mail.resetTitle'));
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.mail.resetTitle')}>
      <ForgotPasswordForm onSent={() => navigate(paths.login())} />
      <AuthSwitch>
        <Link to={paths.login()}>{t('auth.login.title')}</Link>
      </AuthSwitch>
    </AuthCard>
  );
}
