import { Box, Button, Container, Heading, Text, Wrap } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format.ts';
import { isUuid } from '../../../lib/ids.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePublicAlbum } from '../api/public-albums.ts';

const albumNotFound = (
  <NotFoundPage title="Album not found" message="This album does not exist or is not public." />
);

/** Spec 2, Public album view: name, tags, photo count, a link back to the albums, the photos. */
export function PublicAlbumPage({ albumId }: { albumId: string }) {
  const album = usePublicAlbum(albumId);
  usePageTitle(album.data?.name);
  if (!isUuid(albumId)) return albumNotFound;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }}>
      <QueryState query={album} skeleton={<PhotoGridSkeleton />} notFound={albumNotFound}>
        {(data) => {
          const tags = data.tags.split(',').filter(Boolean);
          return (
            <>
              {data.owner.username && (
                <Button asChild variant="ghost" minH="11" ps="2" mb="2">
                  <Link to={paths.publicAlbums(data.owner.username)}>
                    <LuArrowLeft aria-hidden /> All albums by {data.owner.first_name}
                  </Link>
                </Button>
              )}
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {data.name}
              </Heading>
              <Text color="fg.muted" mt="1">
                {formatCount(data.photo_count)} {data.photo_count === 1 ? 'photo' : 'photos'}
              </Text>
              {data.description && (
                <Text mt="3" maxW="3xl">
                  {data.description}
                </Text>
              )}
              {tags.length > 0 && (
                <Wrap gap="2" mt="4" aria-label="Tags">
                  {tags.map((tag) => (
                    <Button
                      key={tag}
                      asChild
                      size="sm"
                      variant="subtle"
                      borderRadius="full"
                      minH="11"
                    >
                      <Link to={paths.searchResults({ q: tag })}>{tag}</Link>
                    </Button>
                  ))}
                </Wrap>
              )}
              <Box mt="8">
                {data.photos.length === 0 ? (
                  <EmptyState title="No photos here yet" />
                ) : (
                  <PhotoGrid
                    photos={data.photos}
                    hrefFor={(photo) => paths.publicAlbumPhoto(data.id, photo.id)}
                  />
                )}
              </Box>
            </>
          );
        }}
      </QueryState>
    </Container>
  );
}
