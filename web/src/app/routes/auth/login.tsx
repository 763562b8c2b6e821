import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthSwitch } from '../../../features/auth/components/auth-card.tsx';
import { LoginPanel } from '../../../features/auth/components/login-panel.tsx';
import { safeNext } from '@contract/safe-next.ts';
import { richText, useT } from '../../../i18n/index.ts';
import { publicConfigQuery } from '../../../lib/public-config.ts';
import { prefetch } from '../prefetch.ts';

// The social buttons come with the page (their config is in it), so nothing moves when they show.
export const loader = () => prefetch((client) => [client.prefetchQuery(publicConfigQuery)]);

/**
 * /login: success goes to /profile/albums, or back to where the guard sent the visitor from.
 * Plain CSS: the page loads without Chakra (decision 20).
 */
export function Component() {
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'), paths.profileAlbums());
  // The Facebook redirect flow lands here with ?error=social when it fails (docs/accounts.md).
  const socialFailed = params.get('error') === 'social';
  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginPanel
        next={next}
        initialError={socialFailed ? t('shell.error.generic') : null}
        onSignedIn={() => navigate(next, { replace: true })}
      />
      <AuthSwitch>
        {richText(t('auth.login.noAccount'), {
          link: (text) => <Link to={paths.signup()}>{text}</Link>,
        })}
      </AuthSwitch>
    </AuthCard>
  );
}
