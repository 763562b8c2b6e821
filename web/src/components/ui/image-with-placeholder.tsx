import { Box, Center, chakra, type BoxProps } from '@chakra-ui/react';
import { useState, type ImgHTMLAttributes } from 'react';
import { LuImageOff } from 'react-icons/lu';

/**
 * A photo that never moves the page: its box is reserved from the API's width and height, the
 * blurred placeholder (or the dominant colour) shows until the image arrives, and a neutral
 * placeholder replaces an image that fails to load (spec section 8, 'Image load').
 */
export interface ImageWithPlaceholderProps extends Omit<BoxProps, 'children'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** data: URL of a tiny blurred version, from the API. */
  placeholder?: string | null;
  dominantColor?: string | null;
  /** The largest image of the first screen: fetched eagerly with high priority (LCP). */
  priority?: boolean;
  /** Contain inside a box of another shape instead of filling the reserved aspect ratio. */
  fit?: 'cover' | 'contain';
  imgProps?: ImgHTMLAttributes<HTMLImageElement>;
}

const Img = chakra('img');

export function ImageWithPlaceholder({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  placeholder,
  dominantColor,
  priority = false,
  fit = 'cover',
  imgProps,
  ...box
}: ImageWithPlaceholderProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      position="relative"
      overflow="hidden"
      aspectRatio={`${width} / ${height}`}
      bg={dominantColor ?? 'bg.muted'}
      backgroundImage={placeholder && !failed ? `url("${placeholder}")` : undefined}
      backgroundSize="cover"
      backgroundPosition="center"
      {...box}
    >
      {failed ? (
        <Center
          position="absolute"
          inset="0"
          bg="bg.muted"
          color="fg.subtle"
          role="img"
          aria-label={alt}
        >
          <LuImageOff size="32" aria-hidden />
        </Center>
      ) : (
        <Img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit={fit}
          {...imgProps}
        />
      )}
    </Box>
  );
}
