import { Box, chakra, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MasonryPhotoAlbum, type Photo } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import { Link } from 'react-router';
import type { PhotoCard } from '@contract/photo.ts';
import { paths } from '../config/paths.ts';

/**
 * The masonry grid of photos (DESIGN.md): 2 columns on phones, 3 on tablets, 4 on wide screens.
 * Every tile reserves its box from the API's width and height and shows the blurred placeholder
 * or the dominant colour until the thumbnail arrives, so nothing moves. Title and uploader show
 * on hover or keyboard focus, never over the photo at rest. Each tile is a real link.
 */
interface GridPhoto extends Photo {
  card: PhotoCard;
}

export interface PhotoGridProps {
  photos: PhotoCard[];
  /** Where a tile leads; the public photo detail by default. */
  hrefFor?: (photo: PhotoCard) => string;
  /** Buttons over a tile's corner (favourite, remove...), given by the page that composes. */
  actions?: (photo: PhotoCard) => ReactNode;
  /** How many leading tiles are in the first screen and load eagerly. */
  eagerCount?: number;
}

const columnsFor = (width: number) => (width < 600 ? 2 : width < 1000 ? 3 : 4);
const spacingFor = (width: number) => (width < 600 ? 8 : 16);
/** The grid fills its container: at most the 1280 px content width (minus gutters). */
const SIZES = {
  size: 'min(100vw - 32px, 1216px)',
  sizes: [{ viewport: '(max-width: 767px)', size: 'calc(100vw - 32px)' }],
};

const Img = chakra('img');

export function PhotoGrid({
  photos,
  hrefFor = (photo) => paths.photoDetail(photo.id),
  actions,
  eagerCount = 4,
}: PhotoGridProps) {
  const items: GridPhoto[] = photos.map((card) => ({
    key: card.id,
    src: card.public_urls.thumbnail,
    width: card.width,
    height: card.height,
    alt: card.alt || card.name,
    href: hrefFor(card),
    label: `${card.name} by ${card.uploader.first_name} ${card.uploader.last_name}`.trim(),
    card,
  }));

  return (
    <MasonryPhotoAlbum
      photos={items}
      columns={columnsFor}
      spacing={spacingFor}
      sizes={SIZES}
      render={{
        // The whole tile, so the actions sit beside the link, not inside it (no button in a link).
        photo: (_, { photo, index }) => (
          <Box key={photo.key} position="relative" className="group" w="full">
            <Link
              to={photo.href!}
              aria-label={photo.label}
              style={{ display: 'block', borderRadius: 'inherit' }}
            >
              <Box
                borderRadius="l3"
                overflow="hidden"
                aspectRatio={`${photo.width} / ${photo.height}`}
                bg={photo.card.dominant_color ?? 'bg.muted'}
                backgroundImage={
                  photo.card.placeholder ? `url("${photo.card.placeholder}")` : undefined
                }
                backgroundSize="cover"
                position="relative"
              >
                <Img
                  src={photo.src}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                  decoding="async"
                  display="block"
                  w="full"
                  h="full"
                  objectFit="cover"
                  transition="transform 0.3s"
                  _groupHover={{ transform: 'scale(1.02)' }}
                />
                <Box
                  position="absolute"
                  insetX="0"
                  bottom="0"
                  px="3"
                  pt="8"
                  pb="2.5"
                  color="white"
                  bgGradient="to-t"
                  gradientFrom="blackAlpha.700"
                  gradientTo="transparent"
                  opacity="0"
                  transition="opacity 0.2s"
                  _groupHover={{ opacity: 1 }}
                  _groupFocusWithin={{ opacity: 1 }}
                  pointerEvents="none"
                  hideBelow="md"
                  aria-hidden
                >
                  <Text textStyle="sm" fontWeight="semibold" truncate>
                    {photo.card.name}
                  </Text>
                  <Text textStyle="xs" opacity={0.85} truncate>
                    {photo.card.uploader.first_name} {photo.card.uploader.last_name}
                  </Text>
                </Box>
              </Box>
            </Link>
            {actions && (
              <Box position="absolute" top="2" right="2">
                {actions(photo.card)}
              </Box>
            )}
          </Box>
        ),
      }}
    />
  );
}

/** The grid's loading state: tiles of mixed heights in the same columns. */
export function PhotoGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '2', md: '4' }}
      role="status"
      aria-busy="true"
      aria-label="Loading photos"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          key={i}
          height={{ base: `${140 + (i % 3) * 50}px`, md: `${200 + (i % 3) * 70}px` }}
          borderRadius="l3"
        />
      ))}
    </SimpleGrid>
  );
}
