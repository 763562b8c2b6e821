import {
  Box,
  Button,
  Container,
  Heading,
  Link as ChakraLink,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useDropzone } from 'react-dropzone';
import { LuArrowLeft, LuUpload } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { createPhoto, describeFailure, submitForReview, useUploader } from '../api/upload-photo.ts';
import { startResumableUpload } from '../api/resumable-upload.ts';
import { forgetQueue, queueForAlbum } from '../lib/upload-queues.ts';
import { checkPhotoFile } from '../lib/browser-checks.ts';
import { UploadQueue } from '../lib/upload-queue.ts';
import { UploadCard } from './upload-card.tsx';
import { richText, useT } from '../../../i18n/index.ts';

/** Spec 4: in the album flow the view moves to the review tab once the photos are submitted. */
const MOVE_TO_REVIEW_MS = 1500;

/** The upload page (spec section 2, /profile/album/view/{id}/{name}). */
export function UploadPage({ albumId, albumName }: { albumId: string; albumName: string }) {
  const uploader = useUploader();
  const verified = uploader.data?.verified ?? false;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  // The album's queue outlives this screen: uploads go on while the creator looks elsewhere.
  const queue = useMemo(
    () =>
      queueForAlbum(
        albumId,
        () =>
          new UploadQueue(
            {
              check: checkPhotoFile,
              upload: startResumableUpload,
              createPhoto: (input) => createPhoto(albumId, input),
              submitForReview,
              describe: describeFailure,
            },
            () => ({ name: '', tags: [], free: true, description: '' }),
          ),
      ),
    [albumId],
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  // The snapshot changes whenever the queue does, so these getters are read fresh each render.
  const { canSubmitAll } = queue;
  const allDone = items.length > 0 && items.every((item) => item.status === 'completed');

  const moved = useRef(false);
  useEffect(() => {
    if (!allDone || moved.current) return;
    moved.current = true;
    forgetQueue(albumId);
    toast.success(t('upload.page.submitted'));
    void queryClient.invalidateQueries();
    const timer = setTimeout(
      () => void navigate(`${paths.profileAlbum(albumId)}?tab=review`),
      MOVE_TO_REVIEW_MS,
    );
    return () => clearTimeout(timer);
  }, [allDone, albumId, navigate, queryClient, t]);

  const dropzone = useDropzone({
    accept: { 'image/jpeg': ['.jpg', '.jpeg'] },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    // Refused types become failed cards with the API's 'Only JPEG images are accepted'.
    onDrop: (accepted, rejected) => {
      moved.current = false;
      queue.add([...accepted, ...rejected.map((rejection) => rejection.file)]);
    },
  });

  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" px="0" minH="11" alignSelf="flex-start">
          <Link to={paths.profileAlbum(albumId)}>
            <LuArrowLeft aria-hidden /> {t('upload.page.back')}
          </Link>
        </Button>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('upload.page.title')}
          </Heading>
          <Text color="fg.muted">{t('upload.page.album', { name: albumName })}</Text>
        </Stack>
        <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
          <List.Item>
            {richText(t('upload.page.terms'), {
              link: (text) => (
                <ChakraLink asChild colorPalette="brand">
                  <Link to={paths.termsConditions()}>{text}</Link>
                </ChakraLink>
              ),
            })}
          </List.Item>
          <List.Item>
            {richText(t('upload.page.guideline'), {
              link: (text) => (
                <ChakraLink asChild colorPalette="brand">
                  <Link to={paths.uploadGuideline()}>{text}</Link>
                </ChakraLink>
              ),
            })}
          </List.Item>
          <List.Item>{t('upload.page.notify')}</List.Item>
          <List.Item>{t('upload.page.minFree')}</List.Item>
        </List.Root>

        <Box
          {...dropzone.getRootProps()}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dropzone.isDragActive ? 'brand.solid' : 'border'}
          bg={dropzone.isDragActive ? 'brand.subtle' : 'bg.subtle'}
          borderRadius="l3"
          p={{ base: '6', md: '10' }}
          textAlign="center"
        >
          <input {...dropzone.getInputProps()} aria-label={t('upload.page.choose')} />
          <Stack gap="3" align="center">
            <LuUpload aria-hidden size="32" />
            <Text display={{ base: 'none', md: 'block' }}>{t('upload.page.drop')}</Text>
            <Button colorPalette="brand" minH="11" onClick={dropzone.open}>
              {t('upload.page.browse')}
            </Button>
          </Stack>
        </Box>

        {items.length > 0 && (
          <Stack gap="4" aria-label={t('upload.page.files')}>
            {items.map((item) => (
              <UploadCard
                key={item.key}
                item={item}
                verified={verified}
                onChange={(details) => queue.update(item.key, details)}
                onSubmit={() => void queue.submit(item.key)}
                onRetry={() => queue.retry(item.key)}
                onPause={() => queue.pause(item.key)}
                onResume={() => queue.resume(item.key)}
                onRemove={() => queue.remove(item.key)}
              />
            ))}
            <Button
              colorPalette="brand"
              size="lg"
              minH="11"
              alignSelf={{ base: 'stretch', md: 'flex-end' }}
              disabled={!canSubmitAll}
              onClick={() => void queue.submitAll()}
            >
              {t('upload.page.submitAll')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
