import { Box, SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { PhotoCard } from '@contract/photo.ts';
import { ImageWithPlaceholder } from '../../../components/ui/image-with-placeholder.tsx';

/** Spec 9: the sign-up gallery shows 9 photos. */
export const SIGNUP_GALLERY_SIZE = 9;

/** A 3 x 3 of featured photos beside the sign-up form (decorative on phones: below the form). */
export function SignUpGallery({ photos }: { photos: PhotoCard[] | undefined }) {
  return (
    <SimpleGrid columns={3} gap="2" aria-label="Featured photos">
      {photos
        ? photos.slice(0, SIGNUP_GALLERY_SIZE).map((photo) => (
            <Box key={photo.id} borderRadius="md" overflow="hidden">
              <ImageWithPlaceholder
                src={photo.public_urls.thumbnail}
                alt={photo.alt || photo.name}
                width={1}
                height={1}
                placeholder={photo.placeholder}
                dominantColor={photo.dominant_color}
              />
            </Box>
          ))
        : Array.from({ length: SIGNUP_GALLERY_SIZE }, (_, index) => (
            <Skeleton key={index} aspectRatio="1" borderRadius="md" />
          ))}
    </SimpleGrid>
  );
}
