import { Box, Button, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { Link, useLocation, useMatches } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { SearchBox } from '../search-box.tsx';
import { useMediaQuery, useScrolledPast } from './use-scroll-past.ts';
import { lazy, Suspense } from 'react';

// The dropdown's code (menus, positioning) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** Spec 9: the navbar search appears after 350 px of scroll; transparency needs width > 960. */
const SEARCH_AFTER_PX = 350;
const TRANSPARENT_MIN_WIDTH = '(min-width: 961px)';

/** What a route may tell the shell, through its `handle`. */
export interface RouteHandle {
  /** Show the navbar search box at once, not only after scrolling. */
  navbarSearch?: boolean;
}

export const NAVBAR_HEIGHT = '16';

export function Navbar() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const user = useSession();
  const scrolled = useScrolledPast(0);
  const pastSearchOffset = useScrolledPast(SEARCH_AFTER_PX);
  const wide = useMediaQuery(TRANSPARENT_MIN_WIDTH);

  const isHome = pathname === paths.home();
  const flagged = matches.some((match) => (match.handle as RouteHandle | undefined)?.navbarSearch);
  const showSearch = flagged || pastSearchOffset;
  // Over the home hero at the very top on wide screens, the bar lets the photo show through.
  const transparent = isHome && !scrolled && wide;
  const showUpload = pathname !== paths.signup() && pathname !== paths.profileAlbums();
  const showLogin = !user && pathname !== paths.login.pattern;
  const currentQuery =
    pathname === paths.searchResults.pattern ? (new URLSearchParams(search).get('q') ?? '') : '';

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={transparent ? 'transparent' : 'bg'}
      color={transparent ? 'white' : 'fg'}
      boxShadow={transparent || !scrolled ? undefined : 'xs'}
      borderBottomWidth={transparent ? '0' : '1px'}
      borderColor="border.muted"
      transition="background-color 0.2s, box-shadow 0.2s"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Flex
          as="nav"
          aria-label="Main"
          minH={NAVBAR_HEIGHT}
          align="center"
          gap={{ base: '2', md: '6' }}
          wrap="wrap"
        >
          <ChakraLink
            asChild
            fontWeight="bold"
            fontSize="xl"
            letterSpacing="tight"
            color={transparent ? 'white' : 'brand.fg'}
            minH="11"
            alignItems="center"
            _hover={{ textDecoration: 'none' }}
          >
            <Link to={paths.home()} aria-label="LankaLens home">
              LankaLens
            </Link>
          </ChakraLink>
          {showSearch && (
            <Box
              flex="1"
              minW={{ base: 'full', md: '0' }}
              maxW={{ md: 'xl' }}
              order={{ base: 3, md: 0 }}
              pb={{ base: '3', md: '0' }}
            >
              <SearchBox key={currentQuery} defaultValue={currentQuery} />
            </Box>
          )}
          <HStack gap={{ base: '1', md: '2' }} ms="auto">
            {showUpload && (
              <Button
                asChild
                variant="ghost"
                color="inherit"
                minH="11"
                px={{ base: '2', md: '3' }}
                _hover={{ bg: transparent ? 'whiteAlpha.200' : 'bg.muted' }}
              >
                <Link to={user ? paths.profileAlbums() : paths.signup()}>
                  <LuUpload aria-hidden /> Upload
                </Link>
              </Button>
            )}
            {showLogin && (
              <Button
                asChild
                colorPalette="brand"
                variant={transparent ? 'outline' : 'solid'}
                color={transparent ? 'white' : undefined}
                borderColor={transparent ? 'white' : undefined}
                minH="11"
              >
                <Link to={paths.login()}>Login</Link>
              </Button>
            )}
            {user && (
              <Suspense
                fallback={<Box w="11" h="11" borderRadius="full" bg="bg.muted" aria-hidden />}
              >
                <UserMenu user={user} onDark={transparent} />
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
