import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  IconButton,
  Image,
  Menu,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Tag,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuEllipsisVertical, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { toastApiError } from '../../../components/ui/error-toast.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { useAlbum, type AlbumDetail } from '../api/get-album.ts';
import { useDeleteAlbum } from '../api/save-album.ts';
import { photosOfTab, tabOf, type AlbumTab } from '../lib/album-tabs.ts';
import { AlbumDialog } from './album-dialog.tsx';
import { useT, type Translate } from '../../../i18n/index.ts';

function statusLabel(status: AlbumDetail['photos'][number]['status'], t: Translate): string {
  switch (status) {
    case 'UPLOADED':
      return t('creator.album.status.uploaded');
    case 'IN_REVIEW':
      return t('creator.album.status.inReview');
    case 'PROCESSING':
      return t('creator.album.status.processing');
    case 'ACCEPTED':
      return t('creator.album.status.accepted');
    case 'UNPUBLISHED':
      return t('creator.album.status.unpublished');
  }
}

/** The owner's album (spec section 2, Album view). `?tab=review` opens the In Review tab. */
export function AlbumView({ albumId }: { albumId: string }) {
  const album = useAlbum(albumId);
  const t = useT();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
      <QueryState
        query={album}
        skeleton={<AlbumSkeleton />}
        notFound={<EmptyState title={t('creator.album.notFound')} action={<BackToAlbums />} />}
      >
        {(data) => <AlbumContent album={data} />}
      </QueryState>
    </Container>
  );
}

function BackToAlbums() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" px="0" minH="11" alignSelf="flex-start">
      <Link to={paths.profileAlbums()}>
        <LuArrowLeft aria-hidden /> {t('creator.album.back')}
      </Link>
    </Button>
  );
}

function AlbumContent({ album }: { album: AlbumDetail }) {
  const [params, setParams] = useSearchParams();
  const tab: AlbumTab = params.get('tab') === 'review' ? 'review' : 'live';
  const [editing, setEditing] = useState(false);
  const remove = useDeleteAlbum();
  const navigate = useNavigate();
  const t = useT();
  const tags = album.tags.split(',').filter((tag) => tag.trim() !== '');
  const count = (which: AlbumTab) => album.photos.filter((photo) => tabOf(photo) === which).length;

  const onRemove = async () => {
    const sure = await confirm({
      title: t('creator.album.removeTitle'),
      message: t('creator.album.removeQuestion', { name: album.name }),
      confirmLabel: t('creator.album.remove'),
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(album.id, {
      onSuccess: () => {
        toast.success(t('creator.album.deletedToast'));
        void navigate(paths.profileAlbums());
      },
      onError: (error) => toastApiError(error),
    });
  };

  return (
    <Stack gap="5">
      <BackToAlbums />
      <Breadcrumbs
        items={[
          { label: t('creator.albums.title'), to: paths.profileAlbums() },
          { label: album.name },
        ]}
      />

      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
        <Stack gap="2" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" wordBreak="break-word">
              {album.name}
            </Heading>
            {album.deleted && <Badge colorPalette="red">{t('creator.albums.deleted')}</Badge>}
          </HStack>
          <Text color="fg.muted">{t('creator.photoCount', { count: album.photos.length })}</Text>
          {album.description && <Text>{album.description}</Text>}
          {tags.length > 0 && (
            <HStack wrap="wrap" gap="2" role="group" aria-label={t('creator.albumForm.tags')}>
              {tags.map((tag) => (
                <Tag.Root key={tag} variant="subtle">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              ))}
            </HStack>
          )}
        </Stack>
        <HStack gap="2" align="flex-start">
          {!album.deleted && (
            <Button asChild colorPalette="brand" minH="11">
              <Link to={paths.profileAlbumUpload(album.id, album.name)}>
                <LuPlus aria-hidden /> {t('creator.album.addPhoto')}
              </Link>
            </Button>
          )}
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton
                variant="outline"
                aria-label={t('creator.album.actions')}
                minW="11"
                minH="11"
              >
                <LuEllipsisVertical />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="edit" onSelect={() => setEditing(true)} minH="11">
                    <LuPencil aria-hidden /> {t('creator.album.edit')}
                  </Menu.Item>
                  {!album.deleted && (
                    <Menu.Item
                      value="remove"
                      color="fg.error"
                      onSelect={() => void onRemove()}
                      minH="11"
                    >
                      <LuTrash2 aria-hidden /> {t('creator.album.remove')}
                    </Menu.Item>
                  )}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Stack>

      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          setParams(details.value === 'review' ? { tab: 'review' } : {}, { replace: true })
        }
        colorPalette="brand"
      >
        <Tabs.List>
          <Tabs.Trigger value="live">
            {t('creator.album.liveTab', { count: String(count('live')) })}
          </Tabs.Trigger>
          <Tabs.Trigger value="review">
            {t('creator.album.reviewTab', { count: String(count('review')) })}
          </Tabs.Trigger>
        </Tabs.List>
        {(['live', 'review'] as const).map((which) => (
          <Tabs.Content key={which} value={which}>
            <PhotoGrid album={album} photos={photosOfTab(album.photos, which)} tab={which} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <AlbumDialog open={editing} onClose={() => setEditing(false)} album={album} />
    </Stack>
  );
}

function PhotoGrid({
  album,
  photos,
  tab,
}: {
  album: AlbumDetail;
  photos: AlbumDetail['photos'];
  tab: AlbumTab;
}) {
  const t = useT();
  if (photos.length === 0) {
    return (
      <EmptyState
        title={tab === 'live' ? t('creator.album.emptyLive') : t('creator.album.emptyReview')}
        detail={t('creator.album.emptyDetail')}
        action={
          album.deleted ? undefined : (
            <Button asChild colorPalette="brand" minH="11">
              <Link to={paths.profileAlbumUpload(album.id, album.name)}>
                {t('creator.album.addPhoto')}
              </Link>
            </Button>
          )
        }
      />
    );
  }
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
      {photos.map((photo) => (
        <Link key={photo.id} to={paths.ownerPhoto(photo.id)}>
          <Stack gap="2">
            <AspectRatio ratio={4 / 3}>
              <Box bg="bg.muted" borderRadius="l3" overflow="hidden" position="relative">
                <Image
                  src={photo.thumbnail_url}
                  alt={photo.name || t('creator.untitled')}
                  objectFit="cover"
                  w="full"
                  h="full"
                  loading="lazy"
                  opacity={photo.status === 'UNPUBLISHED' ? 0.5 : 1}
                />
                <Badge
                  position="absolute"
                  top="2"
                  left="2"
                  variant="surface"
                  colorPalette={
                    photo.status === 'ACCEPTED'
                      ? 'green'
                      : photo.status === 'UPLOADED'
                        ? 'orange'
                        : 'gray'
                  }
                >
                  {statusLabel(photo.status, t)}
                </Badge>
              </Box>
            </AspectRatio>
            <Text fontWeight="medium" lineClamp={1}>
              {photo.name || t('creator.untitled')}
            </Text>
            {photo.status === 'UPLOADED' && photo.rejection_reason && (
              <Text fontSize="sm" color="fg.error" lineClamp={2}>
                {t('creator.album.sentBack', { reason: photo.rejection_reason })}
              </Text>
            )}
          </Stack>
        </Link>
      ))}
    </SimpleGrid>
  );
}

function AlbumSkeleton() {
  const t = useT();
  return (
    <Stack gap="5" role="status" aria-busy="true" aria-label={t('creator.album.loading')}>
      <Skeleton h="8" w="50%" />
      <Skeleton h="4" w="20%" />
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="5">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} borderRadius="l3" aspectRatio={4 / 3} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
