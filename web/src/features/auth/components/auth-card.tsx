import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The frame of the sign-up, login and password pages: a narrow form column (full width on
 * phones), with an optional side column (the sign-up gallery) on wide screens.
 */
export function AuthCard({
  title,
  children,
  aside,
}: {
  title?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Container maxW={aside ? '6xl' : 'md'} py={{ base: '8', md: '14' }} px={{ base: '4', md: '8' }}>
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        gap={{ base: '10', lg: '16' }}
        align="flex-start"
      >
        <Box w="full" maxW={{ lg: 'md' }} flexShrink="0">
          {title ? (
            <Heading as="h1" size="3xl" mb="6">
              {title}
            </Heading>
          ) : null}
          {children}
        </Box>
        {aside ? (
          <Box flex="1" w="full">
            {aside}
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}
