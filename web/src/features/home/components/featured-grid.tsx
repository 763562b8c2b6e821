import { Box, Center, Heading, Image, Skeleton, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { MasonryPhotoAlbum } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import { useNavigate } from 'react-router';
import { useFeaturedPhotos } from '../api/get-featured-photos.ts';

export function FeaturedGrid() {
  const featured = useFeaturedPhotos();
  const navigate = useNavigate();

  if (featured.isPending) {
    return (
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={4} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={`${180 + (i % 3) * 60}px`} borderRadius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (featured.isError) {
    return (
      <Center py={16}>
        <VStack>
          <Heading size="lg">Failed To Load</Heading>
          <Text color="gray.600">check your connection</Text>
        </VStack>
      </Center>
    );
  }
  if (featured.data.length === 0) {
    return (
      <Center py={16}>
        <Text color="gray.600">No photos yet. Be the first to share one.</Text>
      </Center>
    );
  }

  const photos = featured.data.map((photo) => ({
    key: photo.id,
    src: photo.public_urls.thumbnail,
    width: photo.width,
    height: photo.height,
    alt: photo.alt || photo.name,
    title: photo.name,
    photo,
  }));

  return (
    <MasonryPhotoAlbum
      photos={photos}
      columns={(width) => (width < 600 ? 2 : width < 1000 ? 3 : 4)}
      spacing={12}
      // Lays out before the first measurement too (server rendering, tests).
      defaultContainerWidth={1200}
      onClick={({ photo }) => void navigate(`/photodetail/${photo.key}`)}
      render={{
        image: (props, { photo }) => (
          <Box
            position="relative"
            bg={photo.photo.dominant_color ?? 'gray.200'}
            borderRadius="md"
            overflow="hidden"
          >
            <Image {...props} loading="lazy" borderRadius="md" />
            <Text
              position="absolute"
              bottom={0}
              insetX={0}
              px={3}
              py={2}
              fontSize="sm"
              color="white"
              bgGradient="to-t"
              gradientFrom="blackAlpha.700"
              gradientTo="transparent"
            >
              {photo.title}
            </Text>
          </Box>
        ),
      }}
    />
  );
}
