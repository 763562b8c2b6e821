import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container maxW="lg" py={24}>
      <VStack gap={4}>
        <Heading size="2xl">Page not found</Heading>
        <Text color="gray.600">The page you are looking for does not exist.</Text>
        <Button asChild colorPalette="green">
          <Link to="/">Go to Home page</Link>
        </Button>
      </VStack>
    </Container>
  );
}
