import { Box, Button, Container, Flex, Heading, List, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';

const reasons = [
  'Upload your JPEGs into albums and set each photo free or paid',
  'Sell under one standard royalty-free licence, paid in rupees',
  'See views, likes and downloads for every photo',
];

/** Spec 2, Home: the 'Become a Creator' section; 'Sign Up for Free' only when logged out. */
export function BecomeCreator() {
  const user = useSession();
  return (
    <Box
      as="section"
      aria-labelledby="become-creator"
      bg="brand.subtle"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="8"
          align={{ md: 'center' }}
          justify="space-between"
        >
          <Box maxW="2xl">
            <Heading as="h2" id="become-creator" size="2xl" mb="3">
              Become a Creator
            </Heading>
            <Text color="fg.muted" mb="5">
              Photograph Sri Lanka? Share your work with designers, publishers and travellers
              looking for the island as it really is.
            </Text>
            <List.Root gap="2" variant="plain">
              {reasons.map((reason) => (
                <List.Item key={reason} alignItems="center">
                  <List.Indicator asChild color="brand.fg">
                    <LuCheck />
                  </List.Indicator>
                  {reason}
                </List.Item>
              ))}
            </List.Root>
          </Box>
          {user ? (
            <Button
              asChild
              colorPalette="brand"
              size="lg"
              minH="12"
              w={{ base: 'full', md: 'auto' }}
            >
              <Link to={paths.profileAlbums()}>Go to your albums</Link>
            </Button>
          ) : (
            <Button
              asChild
              colorPalette="brand"
              size="lg"
              minH="12"
              w={{ base: 'full', md: 'auto' }}
            >
              <Link to={paths.signup()}>Sign Up for Free</Link>
            </Button>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
