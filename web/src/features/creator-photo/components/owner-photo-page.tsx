import {
  Alert,
  Badge,
  Box,
  Container,
  Grid,
  Heading,
  HStack,
  Image,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OwnerPhoto } from '@contract/creator.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { cameraSummary, fromMetadata } from '../../../lib/camera-summary.ts';
import { formatResolution } from '../../../lib/format.ts';
import { useI18n, useT } from '../../../i18n/index.ts';
import { useOwnerPhoto, useOwnerVerified } from '../api/owner-photo.ts';
import { actionsFor, showsCounts, statusBadge, statusPalette } from '../lib/status-actions.ts';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { PhotoMenu } from './photo-menu.tsx';

/** The public page's address and the photo's title, for the Share button. */
export interface ShareLink {
  url: string;
  title: string;
}

export interface OwnerPhotoPageProps {
  photoId: string;
  /**
   * The Share button beside the breadcrumb, shown only when published (spec 2). The route
   * supplies it: it is the public photo page's own (features never import each other).
   */
  shareButton?: (link: ShareLink) => ReactNode;
}

/** The owner's private photo detail (spec section 2, /photo_detail_view/{id}). */
export function OwnerPhotoPage({ photoId, shareButton }: OwnerPhotoPageProps) {
  const photo = useOwnerPhoto(photoId);
  const verified = useOwnerVerified().data ?? false;
  const t = useT();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
      <QueryState
        query={photo}
        skeleton={<PhotoSkeleton />}
        notFound={
          <EmptyState
            title={t('creator.photo.notFound')}
            detail={t('creator.photo.notFoundDetail')}
          />
        }
      >
        {(data) => <PhotoContent photo={data} verified={verified} shareButton={shareButton} />}
      </QueryState>
    </Container>
  );
}

function PhotoContent({
  photo,
  verified,
  shareButton,
}: {
  photo: OwnerPhoto;
  verified: boolean;
  shareButton: OwnerPhotoPageProps['shareButton'];
}) {
  const { t, format } = useI18n();
  const title = photo.name || t('creator.untitled');
  const counts = showsCounts(photo.status);
  const meta = photo.metadata;
  const { camera, settings } = cameraSummary(fromMetadata(meta));

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Breadcrumbs
          items={[
            { label: t('creator.albums.title'), to: paths.profileAlbums() },
            { label: photo.album.name, to: paths.profileAlbum(photo.album.id) },
            { label: title },
          ]}
        />
        {/* Spec 2: a Share button when published (spec 4's table: ACCEPTED may share). */}
        {actionsFor(photo.status).includes('share') &&
          shareButton?.({ url: publicPhotoUrl(photo.id), title })}
      </HStack>

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '5', lg: '8' }}>
        <Box bg="bg.muted" borderRadius="l3" overflow="hidden" alignSelf="start">
          <Image
            src={photo.public_urls?.full ?? photo.thumbnail}
            alt={photo.alt || title}
            w="full"
            aspectRatio={meta.width / meta.height}
            objectFit="contain"
          />
        </Box>
        <Stack gap="4">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="2" minW="0">
              <Heading as="h1" size="2xl" wordBreak="break-word">
                {title}
              </Heading>
              <Badge colorPalette={statusPalette(photo.status)} alignSelf="flex-start" size="lg">
                {statusBadge(photo.status, t)}
              </Badge>
            </Stack>
            <PhotoMenu photo={photo} verified={verified} />
          </HStack>
          {photo.status === 'UPLOADED' && photo.rejection_reason && (
            <Alert.Root status="warning" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('creator.photo.sentBack')}</Alert.Title>
                <Alert.Description>{photo.rejection_reason}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {photo.status === 'UPLOADED' && <DuplicateNotice photoId={photo.id} />}
          <Stack as="dl" gap="3">
            <Detail label={t('creator.photo.price')}>
              {photo.free_download
                ? t('creator.photo.free')
                : t('creator.photo.paid', { price: format.price(photo.price) })}
            </Detail>
            <Detail label={t('creator.photo.album')}>
              <Link to={paths.profileAlbum(photo.album.id)}>{photo.album.name}</Link>
            </Detail>
            <Detail label={t('creator.albumForm.description')}>{photo.description || '—'}</Detail>
            <Detail label={t('creator.photo.keywords')}>
              {photo.tags.length > 0 ? photo.tags.join(', ') : '—'}
            </Detail>
            <Detail label={t('creator.photo.category')}>{photo.category?.name ?? '—'}</Detail>
            <Detail label={t('creator.photo.camera')}>
              {camera || '—'}
              {settings && ` · ${settings}`}
            </Detail>
          </Stack>
          <Table.Root size="sm" variant="outline">
            <Table.Body>
              <Row
                label={t('creator.photo.resolution')}
                value={formatResolution(meta.width, meta.height)}
              />
              <Row label={t('creator.photo.imageType')} value="JPEG" />
              <Row label={t('creator.photo.created')} value={format.date(photo.created_at)} />
              {counts && (
                <Row label={t('creator.photo.views')} value={format.count(photo.view_count)} />
              )}
              {counts && (
                <Row
                  label={t('creator.photo.downloads')}
                  value={format.count(photo.download_count)}
                />
              )}
            </Table.Body>
          </Table.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}

/** The public photo page's address, the one the public page's own Share button gives. */
function publicPhotoUrl(photoId: string) {
  return `${window.location.origin}${paths.photoDetail(photoId)}`;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" fontWeight="normal" color="fg.muted">
        {label}
      </Table.ColumnHeader>
      <Table.Cell fontVariantNumeric="tabular-nums">{value}</Table.Cell>
    </Table.Row>
  );
}

function PhotoSkeleton() {
  const t = useT();
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      gap="8"
      role="status"
      aria-busy="true"
      aria-label={t('creator.photo.loading')}
    >
      <Skeleton aspectRatio={3 / 2} borderRadius="l3" />
      <Stack gap="3">
        <Skeleton h="8" w="70%" />
        <Skeleton h="6" w="30%" />
        <Skeleton h="32" />
      </Stack>
    </Grid>
  );
}
