import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { SearchBox } from '../../../components/search-box.tsx';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';
import { HeroCarousel, pickSlides } from './hero-carousel.tsx';

/**
 * The first screen: a photo slideshow behind the headline and the search box. It sits under
 * the transparent navbar on wide screens (spec 2, Navbar), hence the negative top margin.
 */
export function HomeHero() {
  const featured = useFeaturedPhotos();
  const slides = featured.data ? pickSlides(featured.data) : [];
  return (
    <Box
      position="relative"
      // Under the navbar exactly where the navbar turns transparent (width above 960 px).
      css={{ '@media (min-width: 961px)': { marginTop: 'calc(var(--chakra-sizes-16) * -1)' } }}
      minH={{ base: '440px', md: '520px', lg: '600px' }}
      display="flex"
      alignItems="center"
      bg="brand.800"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.600"
      color="white"
      overflow="hidden"
    >
      <HeroCarousel slides={slides} />
      <Container
        maxW="3xl"
        position="relative"
        textAlign="center"
        px="4"
        pt={{ base: '10', lg: '24' }}
        pb="20"
      >
        <Heading
          as="h1"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.1"
          mb="3"
          textShadow="0 1px 12px rgba(0,0,0,0.35)"
        >
          Stock photos of Sri Lanka
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} mb="8" textShadow="0 1px 8px rgba(0,0,0,0.4)">
          From Sigiriya to Mirissa: licensed photos by the island&apos;s own photographers.
        </Text>
        <Box color="fg" maxW="2xl" mx="auto">
          <SearchBox size="lg" placeholder="Search tea estates, leopards, Galle Fort…" />
        </Box>
      </Container>
    </Box>
  );
}
