import { Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ProfileHeader } from '../../../features/profile/components/profile-header.tsx';

/**
 * /profile/albums: the profile header for every signed-in user; creators also get their album
 * grid below it (the creator albums feature).
 */
export function Component() {
  usePageTitle('Photographer Profile');
  const navigate = useNavigate();
  return (
    <Box pb="12">
      <ProfileHeader onBecameCreator={() => navigate(paths.profileAlbums(), { replace: true })} />
    </Box>
  );
}
