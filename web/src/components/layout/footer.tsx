import { Box, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

const legalLinks = [
  { href: paths.termsConditions(), label: 'Terms and Conditions' },
  { href: paths.privacyPolicy(), label: 'Privacy Policy' },
  { href: paths.uploadGuideline(), label: 'Photo Upload Guideline' },
];

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" py="10">
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="1">
            <Text fontWeight="bold" fontSize="lg" color="white">
              LankaLens
            </Text>
            <Text textStyle="sm">
              Stock photos of Sri Lanka by the photographers who live here.
            </Text>
          </Stack>
          <HStack
            as="nav"
            aria-label="Legal"
            gap={{ base: '4', md: '6' }}
            wrap="wrap"
            align="start"
          >
            {legalLinks.map((link) => (
              <ChakraLink
                key={link.href}
                asChild
                color="gray.200"
                textStyle="sm"
                minH="11"
                alignItems="center"
              >
                <Link to={link.href}>{link.label}</Link>
              </ChakraLink>
            ))}
          </HStack>
        </Flex>
        <Text textStyle="xs" color="gray.400" mt="6">
          © {new Date().getFullYear()} LankaLens. Every photo is sold under the LankaLens standard
          royalty-free licence. Prices in Sri Lankan rupees (Rs.).
        </Text>
      </Container>
    </Box>
  );
}
