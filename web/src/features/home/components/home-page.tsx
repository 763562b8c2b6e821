import { Container, Heading } from '@chakra-ui/react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BecomeCreator } from './become-creator.tsx';
import { FeaturedGrid } from './featured-grid.tsx';
import { HomeHero } from './home-hero.tsx';

export function HomePage() {
  usePageTitle('Stock photos of Sri Lanka');
  return (
    <>
      <HomeHero />
      <Container
        as="section"
        aria-labelledby="featured"
        maxW="7xl"
        px={{ base: '4', md: '6', lg: '8' }}
        py={{ base: '8', md: '12' }}
      >
        <Heading as="h2" id="featured" size="2xl" mb="6">
          Featured photos
        </Heading>
        <FeaturedGrid />
      </Container>
      <BecomeCreator />
    </>
  );
}
