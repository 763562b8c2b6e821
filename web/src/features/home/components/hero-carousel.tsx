import { Box, chakra, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PhotoCard } from '@contract/photo.ts';
import { paths } from '../../../config/paths.ts';

/** Spec 2 and 9: the carousel auto-plays every 5000 ms across 6 images. */
export const SLIDE_COUNT = 6;
export const SLIDE_INTERVAL_MS = 5000;

/**
 * Free photos first: paid previews carry a watermark, which does not belong in a hero. Then the
 * most popular landscape photos, as the API orders them.
 */
export function pickSlides(photos: PhotoCard[]): PhotoCard[] {
  const landscape = photos.filter((photo) => photo.width >= photo.height);
  const pool = landscape.length >= SLIDE_COUNT ? landscape : photos;
  return [...pool.filter((p) => p.free_download), ...pool.filter((p) => !p.free_download)].slice(
    0,
    SLIDE_COUNT,
  );
}

const Img = chakra('img');

/**
 * The hero's background slideshow. It pauses while the pointer or keyboard focus is on it and
 * with its pause button (WCAG 2.2.2); previous/next buttons and the slide dots are keyboard
 * reachable; the credit links to the photo. Only the current and the next slide are in the DOM,
 * so the first screen downloads one large image.
 */
export function HeroCarousel({ slides }: { slides: PhotoCard[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, count]);

  if (count === 0) return null;
  const current = slides[index % count]!;
  const next = slides[(index + 1) % count]!;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <Box
      position="absolute"
      inset="0"
      aria-roledescription="carousel"
      aria-label="Featured photos of Sri Lanka"
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {[current, next].map((photo) => (
        <Img
          key={photo.id}
          src={photo.public_urls.full}
          srcSet={`${photo.public_urls.thumbnail} 400w, ${photo.public_urls.full} 1600w`}
          sizes="100vw"
          alt={photo === current ? photo.alt || photo.name : ''}
          aria-hidden={photo !== current}
          fetchPriority={photo === current && index === 0 ? 'high' : 'low'}
          loading="eager"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          opacity={photo === current ? 1 : 0}
          transition="opacity 0.8s ease"
          bg={photo.dominant_color ?? undefined}
        />
      ))}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.600"
        gradientVia="blackAlpha.300"
        gradientTo="blackAlpha.700"
        pointerEvents="none"
      />
      <HStack
        position="absolute"
        bottom={{ base: '2', md: '4' }}
        insetX={{ base: '2', md: '6' }}
        justify="space-between"
        color="white"
        gap="2"
      >
        {/* One line at every width: a long title is cut with an ellipsis, never wrapped
            under the controls. */}
        <Text textStyle="sm" display="flex" alignItems="center" minW="0" aria-live="polite">
          <ChakraLink
            asChild
            color="white"
            textDecoration="underline"
            minH="11"
            minW="0"
            display="block"
            lineHeight="2.75rem"
            truncate
          >
            <Link to={paths.photoDetail(current.id)}>{current.name}</Link>
          </ChakraLink>
          <chakra.span hideBelow="sm" flexShrink={0} whiteSpace="nowrap" ms="1">
            by {current.uploader.first_name} {current.uploader.last_name}
          </chakra.span>
        </Text>
        <HStack gap="0" flexShrink={0}>
          <IconButton
            aria-label="Previous photo"
            variant="ghost"
            color="white"
            size="lg"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => go(-1)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            variant="ghost"
            color="white"
            size="lg"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <LuPlay /> : <LuPause />}
          </IconButton>
          <IconButton
            aria-label="Next photo"
            variant="ghost"
            color="white"
            size="lg"
            _hover={{ bg: 'whiteAlpha.300' }}
            onClick={() => go(1)}
          >
            <LuChevronRight />
          </IconButton>
          <Text textStyle="sm" ms="1" aria-label={`Photo ${index + 1} of ${count}`}>
            {index + 1}/{count}
          </Text>
        </HStack>
      </HStack>
    </Box>
  );
}
