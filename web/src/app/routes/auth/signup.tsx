import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { SignUpForm } from '../../../features/auth/components/signup-form.tsx';
import { SignUpGallery } from '../../../features/auth/components/signup-gallery.tsx';
import { useFeaturedPhotos } from '../../../features/home/api/get-featured-photos.ts';

/** /signup: the form, the social buttons, a gallery of featured photos and the way to login. */
export function Component() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const featured = useFeaturedPhotos();
  return (
    <AuthCard title="Create your account" aside={<SignUpGallery photos={featured.data} />}>
      <SignUpForm onSignedUp={() => navigate(paths.home())} />
      <Text mt="6" textAlign="center">
        Already have an account?{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to={paths.login()}>Login</Link>
        </ChakraLink>
      </Text>
    </AuthCard>
  );
}
