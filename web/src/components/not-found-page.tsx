import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { SearchBox } from './search-box.tsx';

/** Unknown URLs, and photos or albums that do not exist (or are no longer public). */
export function NotFoundPage({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has been moved.',
}: {
  title?: string;
  message?: string;
}) {
  usePageTitle(title);
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} px="4">
      <VStack gap="5" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message} Try a search instead:</Text>
        <SearchBox />
        <HStack>
          <Button asChild colorPalette="brand" minH="11">
            <Link to={paths.home()}>Go to Home page</Link>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
