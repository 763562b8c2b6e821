import {
  Avatar,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCamera, LuPencil } from 'react-icons/lu';
import type { Profile } from '@contract/account.ts';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { useProfile, useRemovePicture, type PictureKind } from '../api/profile.ts';
import { useT } from '../../../i18n/index.ts';
import { BecomeCreatorDialog } from './become-creator-dialog.tsx';
import { EditNameDialog } from './edit-name-dialog.tsx';
import { PictureDialog } from './picture-dialog.tsx';

/**
 * The header of /profile/albums for every signed-in user (spec 2 'Profile'): cover and profile
 * photo each with change and remove, the edit-name icon, and for a non-creator only the
 * 'Become a Content Creator' button. `onBecameCreator` lets the route move on afterwards.
 */
export function ProfileHeader({ onBecameCreator }: { onBecameCreator: () => void }) {
  const profile = useProfile();
  if (profile.isPending) return <ProfileHeaderSkeleton />;
  if (profile.isError) return null; // the page's own error state covers it
  return <ProfileHeaderView profile={profile.data} onBecameCreator={onBecameCreator} />;
}

function ProfileHeaderSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton h={{ base: '32', md: '56' }} borderRadius="0" />
      <Container maxW="7xl" mt="-12">
        <Skeleton boxSize="24" borderRadius="full" />
        <Skeleton h="6" w="48" mt="3" />
      </Container>
    </Box>
  );
}

function ProfileHeaderView({
  profile,
  onBecameCreator,
}: {
  profile: Profile;
  onBecameCreator: () => void;
}) {
  const [dialog, setDialog] = useState<PictureKind | 'name' | 'creator' | null>(null);
  const closeOr = (name: typeof dialog) => (open: boolean) => setDialog(open ? name : null);
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const t = useT();

  return (
    <Box as="section" aria-label={t('profile.header.label')}>
      <Box
        position="relative"
        h={{ base: '32', md: '56' }}
        bg="brand.muted"
        bgImage={profile.cover_photo ? `url("${profile.cover_photo}")` : undefined}
        bgSize="cover"
        bgPos="center"
        data-testid="cover-photo"
      >
        <Box position="absolute" top="3" right="3">
          <PictureMenu
            kind="cover_photo"
            hasPicture={Boolean(profile.cover_photo)}
            onChange={() => setDialog('cover_photo')}
            trigger={
              <Button size="sm" variant="surface" aria-label={t('profile.header.coverOptions')}>
                <LuCamera aria-hidden /> {t('profile.header.cover')}
              </Button>
            }
          />
        </Box>
      </Box>
      <Container maxW="7xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'flex-end' }}
          gap="4"
          mt={{ base: '-10', md: '-12' }}
        >
          <Box position="relative" flexShrink="0">
            <Avatar.Root
              size="2xl"
              boxSize={{ base: '20', md: '28' }}
              borderWidth="4px"
              borderColor="bg"
            >
              <Avatar.Fallback name={fullName || profile.email} />
              {profile.profile_photo ? (
                <Avatar.Image
                  src={profile.profile_photo}
                  alt={t('profile.header.photoAlt', { name: fullName })}
                />
              ) : null}
            </Avatar.Root>
            <Box position="absolute" bottom="0" right="-2">
              <PictureMenu
                kind="profile_photo"
                hasPicture={Boolean(profile.profile_photo)}
                onChange={() => setDialog('profile_photo')}
                trigger={
                  <IconButton
                    size="sm"
                    variant="surface"
                    borderRadius="full"
                    aria-label={t('profile.header.photoOptions')}
                  >
                    <LuCamera />
                  </IconButton>
                }
              />
            </Box>
          </Box>
          <Stack gap="1" flex="1" pb={{ md: '2' }}>
            <Flex align="center" gap="1">
              <Heading as="h1" size="2xl">
                {fullName}
              </Heading>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('profile.header.editName')}
                onClick={() => setDialog('name')}
              >
                <LuPencil />
              </IconButton>
            </Flex>
            <Text color="fg.muted" textStyle="sm">
              {profile.username ? `@${profile.username} · ` : ''}
              {profile.email}
            </Text>
          </Stack>
          {profile.role === 'USER' ? (
            <Button
              colorPalette="brand"
              width={{ base: 'full', md: 'auto' }}
              onClick={() => setDialog('creator')}
            >
              {t('profile.creator.title')}
            </Button>
          ) : null}
        </Flex>
      </Container>
      <PictureDialog
        kind="cover_photo"
        open={dialog === 'cover_photo'}
        onOpenChange={closeOr('cover_photo')}
      />
      <PictureDialog
        kind="profile_photo"
        open={dialog === 'profile_photo'}
        onOpenChange={closeOr('profile_photo')}
      />
      <EditNameDialog profile={profile} open={dialog === 'name'} onOpenChange={closeOr('name')} />
      <BecomeCreatorDialog
        profile={profile}
        open={dialog === 'creator'}
        onOpenChange={closeOr('creator')}
        onBecameCreator={onBecameCreator}
      />
    </Box>
  );
}

function PictureMenu({
  kind,
  hasPicture,
  onChange,
  trigger,
}: {
  kind: PictureKind;
  hasPicture: boolean;
  onChange: () => void;
  trigger: ReactNode;
}) {
  const remove = useRemovePicture(kind);
  const t = useT();
  const cover = kind === 'cover_photo';

  async function removePicture() {
    const sure = await confirm({
      title: cover ? t('profile.picture.removeCover') : t('profile.picture.removeProfile'),
      message: cover
        ? t('profile.picture.removeCoverQuestion')
        : t('profile.picture.removeProfileQuestion'),
      confirmLabel: t('profile.picture.remove'),
      destructive: true,
    });
    if (sure) remove.mutate(undefined);
  }

  return (
    <Menu.Root onSelect={({ value }) => (value === 'change' ? onChange() : void removePicture())}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="change">
              {cover ? t('profile.picture.changeCover') : t('profile.picture.changeProfile')}
            </Menu.Item>
            {hasPicture ? (
              <Menu.Item value="remove" color="fg.error">
                {cover ? t('profile.picture.removeCover') : t('profile.picture.removeProfile')}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
