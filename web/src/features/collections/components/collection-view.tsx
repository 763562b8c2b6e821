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

/** Collection view (spec 2): breadcrumb, details, the menu, and the photos with remove hearts. */
export function CollectionView({ id }: { id: string }) {
  const collection = useCollection(id);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Text as="p" textStyle="2xl" fontWeight="bold" mb="2">
        My Collections
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
            title="This collection does not exist"
            action={
              <Button asChild colorPalette="brand" minH="11">
                <Link to={paths.profileCollections()}>Back to My Collections</Link>
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
  const tags = collection.tags.split(',').filter(Boolean);

  async function removeCollection() {
    const sure = await confirm({
      title: 'Remove Collection',
      message: `Remove the collection "${collection.name}"? The photos stay on LankaLens.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!sure) return;
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success('Collection Deleted successfully');
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
              <Link to={paths.profileCollections()}>My Collections</Link>
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
            {collection.photo_count} {collection.photo_count === 1 ? 'photo' : 'photos'}
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
            <IconButton variant="ghost" aria-label="Collection options" size="lg">
              <LuEllipsisVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="edit">Edit Collection</Menu.Item>
                <Menu.Item value="remove" color="fg.error">
                  Remove Collection
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      {collection.photos.length === 0 ? (
        <BrowsePhotosEmptyState
          title="No photos in this collection yet"
          detail="Open a photo and use its add-to-collection button to keep it here."
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
  return (
    <IconButton
      size="md"
      variant="solid"
      bg="bg/90"
      color="red.solid"
      _hover={{ bg: 'bg' }}
      aria-label={`Remove ${photo.name} from the collection`}
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(photo.id, {
          onSuccess: () => toast.success('Photo removed from the collection'),
        })
      }
    >
      <LuHeart fill="currentColor" />
    </IconButton>
  );
}
