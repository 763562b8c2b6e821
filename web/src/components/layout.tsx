import { Box, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, Outlet } from 'react-router';

export function Layout() {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top={0} zIndex={10}>
        <Container maxW="7xl" py={3}>
          <HStack justify="space-between">
            <ChakraLink asChild fontWeight="bold" fontSize="xl" color="brand.600">
              <Link to="/">LankaLens</Link>
            </ChakraLink>
            <HStack gap={6} fontSize="sm">
              <ChakraLink asChild>
                <Link to="/">Home</Link>
              </ChakraLink>
              <ChakraLink asChild>
                <Link to="/signup">Upload</Link>
              </ChakraLink>
              <ChakraLink asChild>
                <Link to="/login">Login</Link>
              </ChakraLink>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Box as="footer" bg="gray.900" color="gray.300" py={8} mt={12}>
        <Container maxW="7xl">
          <HStack justify="space-between" wrap="wrap" gap={4} fontSize="sm">
            <Text>© LankaLens — stock photos of Sri Lanka</Text>
            <HStack gap={6}>
              <ChakraLink asChild color="gray.300">
                <Link to="/terms-conditions">Terms and conditions</Link>
              </ChakraLink>
              <ChakraLink asChild color="gray.300">
                <Link to="/privacy-policy">Privacy policy</Link>
              </ChakraLink>
            </HStack>
          </HStack>
        </Container>
      </Box>
    </Flex>
  );
}
