import {
  Avatar,
  Badge,
  Box,
  Container,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import type { PublicAlbumTile, PublicUser } from '@contract/browse.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ImageWithPlaceholder } from '../../../components/ui/image-with-placeholder.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicAlbums, usePublicUser } from '../api/public-albums.ts';

/** Spec 2, Public albums (/public/albums/{username}): the profile header and album tiles. */
export function PublicAlbumsPage({ username }: { username: string }) {
  const user = usePublicUser(username);
  const albums = usePublicAlbums(username);
  usePageTitle(user.data ? `${user.data.first_name}'s albums` : 'Albums');
  return (
    <QueryState
      query={user}
      skeleton={<HeaderSkeleton />}
      notFound={
        <NotFoundPage
          title="Photographer not found"
          message="There is no photographer with this name."
        />
      }
    >
      {(profile) => (
        <>
          <ProfileHeader user={profile} />
          <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py="8">
            <Heading as="h2" size="xl" mb="5">
              Albums{albums.data ? ` (${albums.data.length})` : ''}
            </Heading>
            <QueryState
              query={albums}
              skeleton={<TilesSkeleton />}
              isEmpty={(list) => list.length === 0}
              empty={
                <EmptyState
                  title="No public albums yet"
                  detail={`${profile.first_name} has not published any photos yet.`}
                />
              }
            >
              {(list) => (
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
                  {list.map((album) => (
                    <AlbumTile key={album.id} album={album} />
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
          </Container>
        </>
      )}
    </QueryState>
  );
}

function ProfileHeader({ user }: { user: PublicUser }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Box as="section" aria-label="Photographer">
      <Box
        h={{ base: '40', md: '64' }}
        bg="brand.700"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="saffron.600"
        backgroundImage={user.cover_photo ? `url("${user.cover_photo}")` : undefined}
        backgroundSize="cover"
        backgroundPosition="center"
        role={user.cover_photo ? 'img' : undefined}
        aria-label={user.cover_photo ? `Cover photo of ${name}` : undefined}
      />
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="4" mt="-12">
          <Avatar.Root
            size="2xl"
            colorPalette="brand"
            boxSize="28"
            borderWidth="4px"
            borderColor="bg"
          >
            <Avatar.Fallback name={name} />
            {user.profile_photo && <Avatar.Image src={user.profile_photo} alt="" />}
          </Avatar.Root>
          <Box pb="2">
            <Heading as="h1" size="2xl">
              {user.first_name}
            </Heading>
            <Text color="fg.muted">@{user.username} · Photographer on LankaLens</Text>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function AlbumTile({ album }: { album: PublicAlbumTile }) {
  return (
    <LinkBox
      as="article"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      _hover={{ boxShadow: 'md' }}
    >
      <ImageWithPlaceholder src={album.thumbnail_url} alt="" width={4} height={3} />
      <Box p="4">
        <Heading as="h3" size="md">
          <LinkOverlay asChild>
            <Link to={paths.publicAlbum(album.id)}>{album.name}</Link>
          </LinkOverlay>
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {formatCount(album.photo_count)} {album.photo_count === 1 ? 'photo' : 'photos'}
        </Text>
        {album.deleted && (
          <Badge colorPalette="red" mt="2">
            Album Deleted
          </Badge>
        )}
      </Box>
    </LinkBox>
  );
}

function HeaderSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading photographer">
      <Skeleton h={{ base: '40', md: '64' }} />
      <Container maxW="7xl" py="8">
        <TilesSkeleton />
      </Container>
    </Box>
  );
}

function TilesSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} aspectRatio="4 / 3" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}
