import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthSwitch } from '../../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../../features/auth/components/signup-form.tsx';
import { SignUpGallery } from '../../../features/auth/components/signup-gallery.tsx';
import {
  featuredPhotosQuery,
  useFeaturedPhotos,
} from '../../../features/home/api/get-featured-photos.ts';
import { richText, useT } from '../../../i18n/index.ts';
import { publicConfigQuery } from '../../../lib/public-config.ts';
import { prefetch } from '../prefetch.ts';

// The gallery's photos come with the page (the server embeds them and draws the gallery).
// The social buttons come with the page (their config is in it), so nothing moves when they show.
export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(featuredPhotosQuery()),
    client.prefetchQuery(publicConfigQuery),
  ]);

/**
 * /signup: the form, the social buttons, a gallery of featured photos and the way to login.
 * Plain CSS: the page loads without Chakra (decision 20).
 */
export function Component() {
  const t = useT();
  usePageTitle(t('auth.signup.pageTitle'));
  const navigate = useNavigate();
  const featured = useFeaturedPhotos();
  return (
    <AuthCard title={t('auth.signup.title')} aside={<SignUpGallery photos={featured.data} />}>
      <SignUpForm onSignedUp={() => navigate(paths.home())} />
      <AuthSwitch>
        {richText(t('auth.signup.haveAccount'), {
          link: (text) => <Link to={paths.login()}>{text}</Link>,
        })}
      </AuthSwitch>
    </AuthCard>
  );
}
