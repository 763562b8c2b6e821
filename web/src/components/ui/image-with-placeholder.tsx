import { chakra } from '@chakra-ui/react';
import { PlaceholderImage } from './placeholder-image.tsx';

/**
 * `PlaceholderImage` on Chakra screens: the same photo box, also taking Chakra's style props
 * (`borderRadius`, `maxW`, `mx`...) for the frame. `width` and `height` stay the photo's size
 * (its aspect ratio), not style props.
 */
export const ImageWithPlaceholder = chakra(
  PlaceholderImage,
  {},
  { forwardProps: ['width', 'height'] },
);
