import { Box, Link as ChakraLink, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PhotoCard } from '@contract/photo.ts';
import { paths } from '../config/paths.ts';
import { pictureSources, previewSrcSet } from '@contract/image-sets.ts';
import { ImageWithPlaceholder } from './ui/image-with-placeholder.tsx';

/** Grid columns of DESIGN.md: 2 on phones, 3 on tablets, 4 on wide screens. */
const COLUMNS = { base: 2, md: 3, lg: 4 };
/**
 * A square tile's image: 1.5 tile widths, since a 3:2 photo covers the square by its height
 * (tiles: half the phone's width, a third from 768 px, a quarter of at most 1216 px from 1024).
 */
const TILE_SIZES = '(min-width: 1024px) 456px, (min-width: 768px) 50vw, 75vw';

/**
 * A signed-in user's own photo lists (favourites, a collection): square tiles that open the
 * photo's detail page, each with an action (a remove icon) over its corner, always visible so
 * phones need no hover. The title sits under the tile, never over the photo.
 */
export function PhotoTileGrid({
  photos,
  action,
}: {
  photos: PhotoCard[];
  action?: (photo: PhotoCard) => ReactNode;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '3', md: '4' }}>
      {photos.map((photo) => (
        <Box as="li" key={photo.id} position="relative">
          <ChakraLink
            asChild
            display="block"
            borderRadius="md"
            overflow="hidden"
            _focusVisible={{ outlineWidth: '2px', outlineOffset: '2px' }}
          >
            <Link to={paths.photoDetail(photo.id)}>
              <ImageWithPlaceholder
                src={photo.public_urls.thumbnail}
                srcSet={previewSrcSet(photo)}
                sources={pictureSources(photo)}
                sizes={TILE_SIZES}
                alt={photo.alt || photo.name}
                width={1}
                height={1}
                placeholder={photo.placeholder}
                dominantColor={photo.dominant_color}
              />
            </Link>
          </ChakraLink>
          <Text textStyle="sm" mt="1.5" lineClamp={1} title={photo.name}>
            {photo.name}
          </Text>
          {action ? (
            <Box position="absolute" top="2" right="2">
              {action(photo)}
            </Box>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function PhotoTileGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={COLUMNS} gap={{ base: '3', md: '4' }} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton aspectRatio="1" borderRadius="md" />
          <Skeleton h="4" mt="1.5" w="70%" />
        </Box>
      ))}
    </SimpleGrid>
  );
}
