import { Stack } from '@chakra-ui/react';
import { AlbumGrid } from './album-grid.tsx';
import { VerificationBanner } from './verification-banner.tsx';

/** The creator's part of /profile/albums: the verification banner and the album grid. */
export function CreatorStudio() {
  return (
    <Stack gap="6">
      <VerificationBanner />
      <AlbumGrid />
    </Stack>
  );
}
