import {
  Badge,
  Breadcrumb,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LuEllipsisVertical, LuHeart } from 'react-icons/lu';
import type { Collection } from '@contract/collections.ts';
import type { PhotoCard } from '@contract/photo.ts';
import { PhotoTileGrid, PhotoTileGridSkeleton } from '../../../components/photo-tile-grid.tsx';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { BrowsePhotosEmptyState } from '../../../components/account-page.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { useCollection, useDeleteCollection, useRemoveFromCollection } from '../api/collections.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { useT } from '../../../i18n/index.ts';

/** Collection view (spec 2): breadcrumb, details, the menu, and the photos with remove hearts. */
export function CollectionView({ id }: { id: string }) {
  const collection = useCollection(id);
  const t = useT();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Text as="p" textStyle="2xl" fontWeight="bold" mb="2">
        {t('collections.page.title')}
      </Text>
      <QueryState
        query={collection}
        skeleton={
          <Stack gap="4">
            <Skeleton h="8" w="60" />
            <Skeleton h="4" w="80" />
            <PhotoTileGridSkeleton />
          </Stack>
        }
        notFound={
          <EmptyState
            title={t('collections.view.notFound')}
            action={
              <Button asChild colorPalette="brand" minH="11">
                <Link to={paths.profileCollections()}>{t('collections.view.back')}</Link>
              </Button>
            }
          />
        }
      >
        {(data) => <CollectionDetails collection={data} />}
      </QueryState>
    </Container>
  );
}

function CollectionDetails({ collection }: { collection: Collection }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCollection();
  const navigate = useNavigate();
  const t = useT();
  const tags = collection.tags.split(',').filter(Boolean);

  async function removeCollection() {
    const sure = await confirm({
      title: t('collections.view.remove'),
      message: t('collections.view.removeQuestion', { name: collection.name }),
      confirmLabel: t('collections.view.removeConfirm'),
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success(t('collections.view.deleted'));
        navigate(paths.profileCollections());
      },
    });
  }

  return (
    <Stack gap="6">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to={paths.profileCollections()}>{t('collections.page.title')}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{collection.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex justify="space-between" align="flex-start" gap="4">
        <Stack gap="2">
          <Heading as="h1" size="xl">
            {collection.name}
          </Heading>
          {collection.description ? <Text color="fg.muted">{collection.description}</Text> : null}
          <Text textStyle="sm">
            {t('collections.photoCount', { count: collection.photo_count })}
          </Text>
          {tags.length > 0 ? (
            <HStack wrap="wrap" gap="2">
              {tags.map((tag) => (
                <Badge key={tag} variant="subtle" colorPalette="brand">
                  {tag}
                </Badge>
              ))}
            </HStack>
          ) : null}
        </Stack>
        <Menu.Root
          onSelect={({ value }) => (value === 'edit' ? setEditing(true) : void removeCollection())}
        >
          <Menu.Trigger asChild>
            <IconButton variant="ghost" aria-label={t('collections.view.options')} size="lg">
              <LuEllipsisVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="edit">{t('collections.form.editTitle')}</Menu.Item>
                <Menu.Item value="remove" color="fg.error">
                  {t('collections.view.remove')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      {collection.photos.length === 0 ? (
        <BrowsePhotosEmptyState
          title={t('collections.view.emptyTitle')}
          detail={t('collections.view.emptyDetail')}
        />
      ) : (
        <PhotoTileGrid
          photos={collection.photos}
          action={(photo) => <RemoveFromCollection collectionId={collection.id} photo={photo} />}
        />
      )}
      <CollectionFormDialog open={editing} onOpenChange={setEditing} collection={collection} />
    </Stack>
  );
}

function RemoveFromCollection({ collectionId, photo }: { collectionId: string; photo: PhotoCard }) {
  const remove = useRemoveFromCollection(collectionId);
  const t = useT();
  return (
    <IconButton
      size="md"
      variant="solid"
      bg="bg/90"
      color="red.solid"
      _hover={{ bg: 'bg' }}
      aria-label={t('collections.view.removePhotoLabel', { name: photo.name })}
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(photo.id, {
          onSuccess: () => toast.success(t('collections.view.photoRemoved')),
        })
      }
    >
      <LuHeart fill="currentColor" />
    </IconButton>
  );
}
