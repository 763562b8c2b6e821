import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** The frame of every page: navbar, main landmark, footer, and a thin bar while a route loads. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <Box
          role="progressbar"
          aria-label="Loading page"
          position="fixed"
          top="0"
          insetX="0"
          h="0.5"
          zIndex="banner"
          bg="brand.solid"
          transformOrigin="left"
          animation="page-loading 1.2s ease-out infinite"
        />
      )}
      <Navbar />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
