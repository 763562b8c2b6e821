import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LuChartColumn,
  LuCheck,
  LuFolderHeart,
  LuHeart,
  LuLogOut,
  LuShieldCheck,
  LuShoppingBag,
  LuUser,
} from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES } from '@contract/language-codes.ts';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../i18n/index.ts';
import { useLanguageSwitch } from '../../i18n/language-switcher.tsx';
import { api } from '../../lib/api-client.ts';
import { clearSession, type SessionUser } from '../../lib/session.ts';

/** Spec 9: avatars are fetched at 35 x 35. */
function avatarSrc(url: string | null): string | undefined {
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}w=35&h=35`;
}

/**
 * The avatar dropdown (spec 2, Navbar): name and e-mail, Photographer Profile (not on its own
 * page), Collections, Favourites and Logout. Logout ends the session on the server, forgets the
 * cached profile and reloads the page (spec 4, Session).
 */
export default function UserMenu({ user, onDark }: { user: SessionUser; onDark: boolean }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { language, choose } = useLanguageSwitch();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  async function logout() {
    try {
      await api.delete('/v1/sessions');
    } finally {
      clearSession();
      queryClient.clear();
      window.location.reload();
    }
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          borderRadius="full"
          p="0"
          minW="11"
          h="11"
          aria-label={t('shell.userMenu.label')}
        >
          <Avatar.Root
            size="sm"
            colorPalette="brand"
            outline={onDark ? '2px solid white' : undefined}
          >
            <Avatar.Fallback name={name} />
            <Avatar.Image src={avatarSrc(user.profile_photo)} alt="" />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            {pathname !== paths.profileAlbums() && (
              <Menu.Item value="profile" asChild minH="11">
                <Link to={paths.profileAlbums()}>
                  <LuUser aria-hidden /> {t('shell.userMenu.profile')}
                </Link>
              </Menu.Item>
            )}
            {(user.role === 'CREATOR' || user.role === 'ADMIN') && (
              <Menu.Item value="stats" asChild minH="11">
                <Link to={paths.profileStats()}>
                  <LuChartColumn aria-hidden /> {t('shell.userMenu.stats')}
                </Link>
              </Menu.Item>
            )}
            {user.role === 'ADMIN' && (
              <Menu.Item value="admin" asChild minH="11">
                <Link to={paths.admin()}>
                  <LuShieldCheck aria-hidden /> {t('shell.userMenu.admin')}
                </Link>
              </Menu.Item>
            )}
            <Menu.Item value="collections" asChild minH="11">
              <Link to={paths.profileCollections()}>
                <LuFolderHeart aria-hidden /> {t('shell.userMenu.collections')}
              </Link>
            </Menu.Item>
            <Menu.Item value="favourites" asChild minH="11">
              <Link to={paths.profileFavourites()}>
                <LuHeart aria-hidden /> {t('shell.userMenu.favourites')}
              </Link>
            </Menu.Item>
            <Menu.Item value="purchases" asChild minH="11">
              <Link to={paths.profilePurchases()}>
                <LuShoppingBag aria-hidden /> {t('shell.userMenu.purchases')}
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.ItemGroup aria-label={t('shell.language.label')}>
              {LANGUAGES.map((code) => (
                <Menu.Item
                  key={code}
                  value={`language-${code}`}
                  minH="11"
                  lang={code}
                  aria-current={code === language ? 'true' : undefined}
                  onSelect={() => void choose(code)}
                >
                  <LuCheck aria-hidden opacity={code === language ? 1 : 0} />
                  {LANGUAGE_NAMES[code]}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" minH="11" onSelect={() => void logout()}>
              <LuLogOut aria-hidden /> {t('shell.userMenu.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
