import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Image,
  Kbd,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import type { ReviewQueueItem } from '@contract/admin.ts';
import { EmptyState, QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { cameraName, cameraSummary, fromMetadata } from '../../../lib/camera-summary.ts';
import { richText, useI18n, useT, type Translate } from '../../../i18n/index.ts';
import { formatResolution } from '../../../lib/format.ts';
import {
  useAcceptPhoto,
  usePhotoReview,
  useRejectPhoto,
  useReviewQueue,
} from '../api/admin-api.ts';
import { moveSelection, reviewCommand } from '../lib/review-keys.ts';
import { AuditTrail, CreatorRecord } from './creator-record.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SuspectedPairs } from './suspected-duplicates.tsx';

const titleOf = (photo: ReviewQueueItem, t: Translate) => photo.name || t('admin.review.untitled');

/** The photos waiting for review: a list, the selected photo large, and the decisions. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  const t = useT();
  return (
    <QueryState
      query={queue}
      skeleton={<Skeleton h="96" borderRadius="l3" />}
      isEmpty={(photos) => photos.length === 0}
      empty={
        <EmptyState title={t('admin.review.emptyTitle')} detail={t('admin.review.emptyDetail')} />
      }
    >
      {(photos) => <Queue photos={photos} />}
    </QueryState>
  );
}

function Queue({ photos }: { photos: ReviewQueueItem[] }) {
  // The queue refreshes: keep the selection on the same photo, or at the same place once it left.
  const [selection, setSelection] = useState({ id: photos[0]?.id ?? null, index: 0 });
  const [rejecting, setRejecting] = useState(false);
  const accept = useAcceptPhoto();
  const reject = useRejectPhoto();
  const t = useT();
  // Preset reasons from the upload guideline (spec section 5), in the reviewer's language; the
  // reviewer may also write their own.
  const presets = [
    t('admin.review.reasonSize'),
    t('admin.review.reasonExif'),
    t('admin.review.reasonRotation'),
    t('admin.review.reasonWatermark'),
    t('admin.review.reasonSriLanka'),
    t('admin.review.reasonFocus'),
  ];
  const found = photos.findIndex((photo) => photo.id === selection.id);
  const index = found >= 0 ? found : Math.min(selection.index, photos.length - 1);
  const selected = photos[index] ?? null;

  const select = useCallback(
    (next: number) => setSelection({ id: photos[next]?.id ?? null, index: next }),
    [photos],
  );

  const onAccept = useCallback(() => {
    if (!selected || accept.isPending) return;
    accept.mutate(selected.id, {
      onSuccess: () => {
        toast.success(t('admin.review.accepted', { title: titleOf(selected, t) }));
        select(moveSelection(index, photos.length, 'next'));
      },
    });
  }, [accept, index, photos.length, select, selected, t]);

  const onReject = (reason: string) => {
    if (!selected) return;
    reject.mutate(
      { photoId: selected.id, reason },
      {
        onSuccess: () => {
          toast.success(t('admin.review.rejected', { title: titleOf(selected, t) }));
          setRejecting(false);
          select(moveSelection(index, photos.length, 'next'));
        },
      },
    );
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = reviewCommand(event);
      if (!command || rejecting) return;
      event.preventDefault();
      if (command === 'next' || command === 'previous')
        select(moveSelection(index, photos.length, command));
      else if (command === 'accept') onAccept();
      else setRejecting(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, onAccept, photos.length, rejecting, select]);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap="6">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {richText(t('admin.review.waiting', { count: photos.length }), {
            kbd: (key) => <Kbd>{key}</Kbd>,
          })}
        </Text>
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          m="0"
          p="0"
          maxH={{ lg: '70vh' }}
          overflowY="auto"
          aria-label={t('admin.review.list')}
        >
          {photos.map((photo, position) => (
            <li key={photo.id}>
              <Button
                variant={position === index ? 'subtle' : 'ghost'}
                colorPalette={position === index ? 'brand' : 'gray'}
                w="full"
                h="auto"
                minH="11"
                py="2"
                justifyContent="flex-start"
                aria-current={position === index ? 'true' : undefined}
                onClick={() => select(position)}
              >
                <Image
                  src={photo.thumbnail_url}
                  alt=""
                  boxSize="10"
                  objectFit="cover"
                  borderRadius="l1"
                />
                <Stack gap="0" align="flex-start" minW="0">
                  <Text lineClamp={1} textAlign="start">
                    {titleOf(photo, t)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {photo.owner.first_name} {photo.owner.last_name}
                  </Text>
                </Stack>
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
      {selected && (
        <Stack gap="5" minW="0">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="xl" wordBreak="break-word">
              {titleOf(selected, t)}
            </Heading>
            <HStack gap="2">
              <Button
                colorPalette="red"
                variant="outline"
                minH="11"
                onClick={() => setRejecting(true)}
              >
                <LuX aria-hidden /> {t('admin.review.reject')}
              </Button>
              <Button colorPalette="brand" minH="11" loading={accept.isPending} onClick={onAccept}>
                <LuCheck aria-hidden /> {t('admin.review.accept')}
              </Button>
            </HStack>
          </HStack>
          {selected.fingerprint_pending && (
            <Text color="fg.muted">{t('admin.duplicates.pending')}</Text>
          )}
          {selected.duplicates.length > 0 && <SuspectedPairs pairs={selected.duplicates} />}
          <Box bg="bg.muted" borderRadius="l3" overflow="hidden">
            <Image
              src={selected.fullsize_url}
              alt={selected.name || t('admin.review.photoAlt')}
              w="full"
              maxH="70vh"
              objectFit="contain"
              aspectRatio={selected.width / selected.height}
            />
          </Box>
          <PhotoFacts photo={selected} />
          <ReasonDialog
            open={rejecting}
            title={t('admin.review.rejectTitle')}
            confirmLabel={t('admin.review.reject')}
            presets={presets}
            busy={reject.isPending}
            onClose={() => setRejecting(false)}
            onConfirm={onReject}
          />
        </Stack>
      )}
    </Grid>
  );
}

function PhotoFacts({ photo }: { photo: ReviewQueueItem }) {
  const detail = usePhotoReview(photo.id);
  const { t, format } = useI18n();
  const meta = detail.data?.photo.metadata;
  const settings = meta ? cameraSummary(fromMetadata(meta)).settings : '';
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
      <Stack gap="2" fontSize="sm">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={photo.free_download ? 'green' : 'orange'}>
            {photo.free_download
              ? t('admin.review.free')
              : t('admin.review.paid', { price: format.price(photo.price) })}
          </Badge>
          <Text color="fg.muted">{t('admin.review.album', { album: photo.album_name })}</Text>
        </HStack>
        <Text>
          {t('admin.review.size', {
            resolution: formatResolution(photo.width, photo.height),
            camera:
              cameraName(photo.camera_make, photo.camera_model) || t('admin.review.cameraUnknown'),
          })}
        </Text>
        {settings && <Text>{settings}</Text>}
        {meta?.captured_at && (
          <Text color="fg.muted">
            {t('admin.review.taken', { date: format.date(meta.captured_at) })}
          </Text>
        )}
        <Text color="fg.muted">
          {t('admin.review.submitted', { date: format.date(photo.submitted_at) })}
        </Text>
        {photo.description && <Text>{photo.description}</Text>}
        {photo.tags.length > 0 && (
          <Text color="fg.muted">
            {t('admin.review.keywords', { tags: photo.tags.join(', ') })}
          </Text>
        )}
      </Stack>
      <Stack gap="5">
        {detail.data ? (
          <>
            <CreatorRecord creator={detail.data.creator} />
            <AuditTrail entries={detail.data.audit} />
          </>
        ) : (
          <Skeleton h="32" />
        )}
      </Stack>
    </Grid>
  );
}
