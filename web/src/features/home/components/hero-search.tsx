import { Box, Button, Container, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

export function HeroSearch() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    // Search runs only with a non-empty query (spec section 5).
    if (q) void navigate(`/searchresults?q=${encodeURIComponent(q)}`);
  }

  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="accent.500"
      color="white"
      py={{ base: 16, md: 24 }}
    >
      <Container maxW="4xl" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb={4}>
          Stock photos of Sri Lanka
        </Heading>
        <Text fontSize="lg" mb={8} opacity={0.9}>
          From Sigiriya to Mirissa: licensed photos by local photographers.
        </Text>
        <form onSubmit={submit} role="search">
          <HStack bg="white" borderRadius="lg" p={2} maxW="2xl" mx="auto">
            <Input
              aria-label="Search photos"
              placeholder="Search photos: tea estates, leopards, Galle Fort…"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              border="none"
              color="gray.800"
              _focusVisible={{ outline: 'none' }}
            />
            <Button type="submit" colorPalette="green" disabled={!query.trim()}>
              Search
            </Button>
          </HStack>
        </form>
      </Container>
    </Box>
  );
}
