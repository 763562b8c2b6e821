import { Box, Container } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CreatorStudio } from '../../../features/creator-albums/components/creator-studio.tsx';
import { DigestSetting } from '../../../features/admin/components/digest-setting.tsx';
import { ProfileHeader } from '../../../features/profile/components/profile-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useT } from '../../../i18n/index.ts';

/**
 * /profile/albums: the profile header for every signed-in user (the profile feature: cover and
 * profile photos, name, 'Become a Content Creator'), then, for creators, the studio: the
 * verification banner and the album grid; for admins, the daily digest setting.
 */
export function Component() {
  const t = useT();
  usePageTitle(t('profile.page.title'));
  const navigate = useNavigate();
  const user = useSession();
  const creator = user?.role === 'CREATOR' || user?.role === 'ADMIN';
  return (
    <Box pb="12">
      <ProfileHeader onBecameCreator={() => navigate(paths.profileAlbums(), { replace: true })} />
      {user?.role === 'ADMIN' && (
        <Container maxW="7xl" px={{ base: '4', md: '8' }} pt="6">
          <DigestSetting />
        </Container>
      )}
      {creator && (
        <Container maxW="7xl" px={{ base: '4', md: '8' }} pt="6">
          <CreatorStudio />
        </Container>
      )}
    </Box>
  );
}
