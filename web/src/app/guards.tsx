import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { Profile } from '@contract/account.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/index.ts';
import { useSession } from '../lib/session.ts';

/**
 * Route guards (spec section 2: signed-in routes redirect signed-out visitors to /login). The
 * login page sends the visitor back to `next` afterwards. The server checks every call anyway;
 * these only spare people pages they cannot use.
 */
function LoginRedirect() {
  const location = useLocation();
  return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
}

export function RequireUser() {
  const user = useSession();
  return user ? <Outlet /> : <LoginRedirect />;
}

function RequireRole({ roles }: { roles: Profile['role'][] }) {
  const user = useSession();
  if (!user) return <LoginRedirect />;
  return roles.includes(user.role) ? <Outlet /> : <NotAllowed />;
}

/** Creator pages: creators (and admins, who review their work). */
export function RequireCreator() {
  return <RequireRole roles={['CREATOR', 'ADMIN']} />;
}

export function RequireAdmin() {
  return <RequireRole roles={['ADMIN']} />;
}

function NotAllowed() {
  const t = useT();
  return (
    <Container maxW="lg" py="24" px="4">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          {t('profile.notAllowed.title')}
        </Heading>
        <Text color="fg.muted">{t('profile.notAllowed.detail')}</Text>
        <Button asChild colorPalette="brand" minH="11">
          <Link to={paths.home()}>{t('profile.notAllowed.home')}</Link>
        </Button>
      </VStack>
    </Container>
  );
}
