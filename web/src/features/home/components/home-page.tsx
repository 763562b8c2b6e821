import { Container, Heading } from '@chakra-ui/react';
import { FeaturedGrid } from './featured-grid.tsx';
import { HeroSearch } from './hero-search.tsx';

export function HomePage() {
  return (
    <>
      <HeroSearch />
      <Container maxW="7xl" py={10}>
        <Heading as="h2" size="xl" mb={6}>
          Featured photos
        </Heading>
        <FeaturedGrid />
      </Container>
    </>
  );
}
