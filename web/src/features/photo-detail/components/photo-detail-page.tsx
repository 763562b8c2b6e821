import {
  Avatar,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload, LuEye, LuHeart, LuShieldCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import type { PhotoDetail } from '@contract/browse.ts';
import { PHOTO_PAGE_IMAGE_SIZES, previewSrcSet } from '@contract/image-sets.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PhotoGrid, PhotoGridSkeleton } from '../../../components/photo-grid.tsx';
import { ImageWithPlaceholder } from '../../../components/ui/image-with-placeholder.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCount, formatPrice, formatResolution } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePhoto } from '../../../lib/public-photo.ts';
import { useSimilarPhotos } from '../api/get-similar-photos.ts';
import { PhotoFacts } from './photo-facts.tsx';
import { ShareDialog } from './share-dialog.tsx';

export interface PhotoDetailPageProps {
  photoId: string;
  /**
   * The favourite and add-to-collection buttons, given by the route (they belong to the
   * favourites and collections features, which this one does not import).
   */
  actions?: (photo: PhotoDetail) => ReactNode;
  /** Above the photo: e.g. the way back to the public album it was opened from. */
  header?: ReactNode;
}

/** Spec 2, Photo detail: the image large, a side panel with the price and the main action. */
export function PhotoDetailPage({ photoId, actions, header }: PhotoDetailPageProps) {
  const photo = usePhoto(photoId);
  usePageTitle(photo.data?.name);
  return (
    <QueryState
      query={photo}
      skeleton={<PhotoDetailSkeleton />}
      notFound={
        <NotFoundPage
          title="Photo not found"
          message="This photo does not exist or is no longer published."
        />
      }
    >
      {(data) => (
        <>
          <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '4', md: '8' }}>
            {header}
            <Flex
              direction={{ base: 'column', lg: 'row' }}
              gap={{ base: '6', lg: '10' }}
              align="start"
            >
              <Box flex="1" minW="0" w="full">
                <ImageWithPlaceholder
                  src={data.public_urls.full}
                  srcSet={previewSrcSet(data)}
                  sizes={PHOTO_PAGE_IMAGE_SIZES}
                  alt={data.alt || data.name}
                  width={data.width}
                  height={data.height}
                  placeholder={data.placeholder}
                  dominantColor={data.dominant_color}
                  priority
                  fit="contain"
                  borderRadius="l3"
                  mx="auto"
                  // A tall photo fits the screen instead of pushing everything below it.
                  maxW={`min(100%, calc(75vh * ${data.width / data.height}))`}
                />
              </Box>
              <SidePanel photo={data} actions={actions?.(data)} />
            </Flex>
            <Box mt={{ base: '8', md: '12' }} maxW={{ lg: 'calc(100% - 400px)' }}>
              <PhotoFacts photo={data} />
            </Box>
          </Container>
          <MoreLikeThis photoId={data.id} />
        </>
      )}
    </QueryState>
  );
}

function SidePanel({ photo, actions }: { photo: PhotoDetail; actions?: ReactNode }) {
  const uploader = `${photo.uploader.first_name} ${photo.uploader.last_name}`.trim();
  const pageUrl = `${window.location.origin}${paths.photoDetail(photo.id)}`;
  return (
    <Stack
      as="aside"
      aria-label="Licence and download"
      w={{ base: 'full', lg: '360px' }}
      flexShrink={0}
      gap="5"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
        {photo.name}
      </Heading>
      <HStack gap="3">
        <Avatar.Root size="sm" colorPalette="brand">
          <Avatar.Fallback name={uploader} />
          {photo.uploader.profile_photo && (
            <Avatar.Image src={photo.uploader.profile_photo} alt="" />
          )}
        </Avatar.Root>
        <Box textStyle="sm">
          <Text>
            by{' '}
            {photo.uploader.username ? (
              <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                <Link to={paths.publicAlbums(photo.uploader.username)}>{uploader}</Link>
              </ChakraLink>
            ) : (
              <Text as="span" fontWeight="semibold">
                {uploader}
              </Text>
            )}
          </Text>
          <Text color="fg.muted">
            in album{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.publicAlbum(photo.album.id)}>{photo.album.name}</Link>
            </ChakraLink>
          </Text>
        </Box>
      </HStack>
      <HStack gap="5" color="fg.muted" textStyle="sm" aria-label="Statistics">
        <HStack gap="1.5">
          <LuEye aria-hidden /> {formatCount(photo.view_count)} views
        </HStack>
        <HStack gap="1.5">
          <LuHeart aria-hidden /> {formatCount(photo.like_count)} likes
        </HStack>
        <HStack gap="1.5">
          <LuDownload aria-hidden /> {formatCount(photo.download_count)} downloads
        </HStack>
      </HStack>
      <Box borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel">
        <Text textStyle="sm" color="fg.muted">
          {photo.free_download ? 'Price' : 'Standard licence'}
        </Text>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          color="saffron.fg"
          fontVariantNumeric="tabular-nums"
          mb="4"
        >
          {photo.free_download ? 'Free' : formatPrice(photo.price)}
        </Text>
        <Button asChild colorPalette="brand" size="lg" w="full" minH="12">
          <Link to={paths.purchase(photo.id)}>
            {photo.free_download ? 'Download for free' : `Purchase for ${formatPrice(photo.price)}`}
          </Link>
        </Button>
        <HStack gap="2" mt="4" textStyle="xs" color="fg.muted" align="start">
          <Box as={LuShieldCheck} flexShrink={0} mt="0.5" aria-hidden />
          <Text>
            Standard royalty-free licence: use it in print and online, for clients and yourself.
            Full resolution {formatResolution(photo.width, photo.height)} JPEG.{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.termsConditions()}>Licence terms</Link>
            </ChakraLink>
          </Text>
        </HStack>
      </Box>
      <HStack gap="2" wrap="wrap">
        <ShareDialog url={pageUrl} title={photo.name} />
        {actions}
      </HStack>
    </Stack>
  );
}

function MoreLikeThis({ photoId }: { photoId: string }) {
  const similar = useSimilarPhotos(photoId);
  if (similar.isSuccess && similar.data.length === 0) return null;
  return (
    <Container
      as="section"
      aria-labelledby="more-like-this"
      maxW="7xl"
      px={{ base: '4', md: '6', lg: '8' }}
      pb="12"
    >
      <Heading as="h2" id="more-like-this" size="xl" mb="5">
        More like this
      </Heading>
      <QueryState query={similar} skeleton={<PhotoGridSkeleton count={4} />}>
        {(photos) => <PhotoGrid photos={photos} eagerCount={0} />}
      </QueryState>
    </Container>
  );
}

function PhotoDetailSkeleton() {
  return (
    <Container
      maxW="7xl"
      px={{ base: '4', md: '6', lg: '8' }}
      py={{ base: '4', md: '8' }}
      aria-busy="true"
      aria-label="Loading photo"
    >
      <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '6', lg: '10' }}>
        <Skeleton flex="1" aspectRatio="3 / 2" borderRadius="l3" />
        <Stack w={{ base: 'full', lg: '360px' }} gap="4">
          <Skeleton h="9" w="80%" />
          <Skeleton h="10" w="60%" />
          <Skeleton h="48" borderRadius="l3" />
        </Stack>
      </Flex>
    </Container>
  );
}
