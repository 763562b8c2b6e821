import { Link, useNavigate, useSearchParams } from 'react-router';
import { GENERIC_FAILURE } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthSwitch } from '../../../features/auth/components/auth-card.tsx';
import { LoginPanel } from '../../../features/auth/components/login-panel.tsx';
import { safeNext } from '../../../features/auth/lib/safe-next.ts';

/**
 * /login: success goes to /profile/albums, or back to where the guard sent the visitor from.
 * Plain CSS: the page loads without Chakra (decision 20).
 */
export function Component() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'), paths.profileAlbums());
  // The Facebook redirect flow lands here with ?error=social when it fails (docs/accounts.md).
  const socialFailed = params.get('error') === 'social';
  return (
    <AuthCard title="Login">
      <LoginPanel
        next={next}
        initialError={socialFailed ? GENERIC_FAILURE : null}
        onSignedIn={() => navigate(next, { replace: true })}
      />
      <AuthSwitch>
        Don&apos;t have an account? <Link to={paths.signup()}>Sign Up</Link>
      </AuthSwitch>
    </AuthCard>
  );
}
