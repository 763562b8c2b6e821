import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { GENERIC_FAILURE } from '../components/ui/toaster.tsx';

/**
 * What a page that crashed (or whose code failed to download, e.g. after a deploy) shows
 * instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container as="main" maxW="lg" py="24" px="4">
      <VStack gap="4" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          {GENERIC_FAILURE}
        </Heading>
        {error instanceof Error && <Text color="fg.muted">{error.message}</Text>}
        <Button colorPalette="brand" minH="11" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </VStack>
    </Container>
  );
}
