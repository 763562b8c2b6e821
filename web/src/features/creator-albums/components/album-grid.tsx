import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuImage } from 'react-icons/lu';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useAlbums, type AlbumListItem } from '../api/get-albums.ts';
import { AlbumDialog } from './album-dialog.tsx';
import { useT } from '../../../i18n/index.ts';

/** The creator's 'Albums (n)' tab: '+ Add New Album' first, then a tile per album. */
export function AlbumGrid() {
  const albums = useAlbums();
  const [creating, setCreating] = useState(false);
  const t = useT();
  return (
    <Tabs.Root defaultValue="albums" variant="line" colorPalette="brand">
      <Tabs.List>
        <Tabs.Trigger value="albums">
          {t('creator.albums.tab', { count: String(albums.data?.length ?? 0) })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="albums">
        <QueryState query={albums} skeleton={<GridSkeleton />}>
          {(list) => (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
              <AddAlbumTile onClick={() => setCreating(true)} />
              {list.map((album) => (
                <AlbumTile key={album.id} album={album} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        <AlbumDialog open={creating} onClose={() => setCreating(false)} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function AddAlbumTile({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Stack gap="2">
      <AspectRatio ratio={4 / 3}>
        <Button
          variant="outline"
          borderStyle="dashed"
          borderWidth="2px"
          colorPalette="brand"
          h="full"
          w="full"
          flexDirection="column"
          gap="2"
          whiteSpace="normal"
          textAlign="center"
          px="3"
          onClick={onClick}
        >
          <span>{t('creator.albums.add')}</span>
        </Button>
      </AspectRatio>
    </Stack>
  );
}

function AlbumTile({ album }: { album: AlbumListItem }) {
  // A deleted album's cover is no longer public: show the empty tile instead of a broken image.
  const [broken, setBroken] = useState(false);
  const t = useT();
  return (
    <Link
      to={paths.profileAlbum(album.id)}
      aria-label={
        album.deleted ? t('creator.albums.deletedLabel', { name: album.name }) : album.name
      }
    >
      <Stack gap="2" _hover={{ '& img': { opacity: 0.9 } }}>
        <AspectRatio ratio={4 / 3}>
          <Box bg="bg.muted" borderRadius="l3" overflow="hidden" position="relative">
            {album.thumbnail_url && !broken ? (
              <Image
                src={album.thumbnail_url}
                alt=""
                objectFit="cover"
                w="full"
                h="full"
                loading="lazy"
                onError={() => setBroken(true)}
              />
            ) : (
              <LuImage aria-hidden size="32" color="var(--chakra-colors-fg-subtle)" />
            )}
            {album.deleted && (
              <Badge position="absolute" top="2" left="2" colorPalette="red" variant="surface">
                {t('creator.albums.deleted')}
              </Badge>
            )}
          </Box>
        </AspectRatio>
        <Text fontWeight="medium" lineClamp={1}>
          {album.name}
        </Text>
      </Stack>
    </Link>
  );
}

function GridSkeleton() {
  const t = useT();
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '3', md: '5' }}
      role="status"
      aria-busy="true"
      aria-label={t('creator.albums.loading')}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} gap="2">
          <Skeleton borderRadius="l3" aspectRatio={4 / 3} />
          <Skeleton h="4" w="60%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
