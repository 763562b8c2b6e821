import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthSwitch } from '../../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../../features/auth/components/signup-form.tsx';
import { SignUpGallery } from '../../../features/auth/components/signup-gallery.tsx';
import { useFeaturedPhotos } from '../../../features/home/api/get-featured-photos.ts';

/**
 * /signup: the form, the social buttons, a gallery of featured photos and the way to login.
 * Plain CSS: the page loads without Chakra (decision 20).
 */
export function Component() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const featured = useFeaturedPhotos();
  return (
    <AuthCard title="Create your account" aside={<SignUpGallery photos={featured.data} />}>
      <SignUpForm onSignedUp={() => navigate(paths.home())} />
      <AuthSwitch>
        Already have an account? <Link to={paths.login()}>Login</Link>
      </AuthSwitch>
    </AuthCard>
  );
}
