import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Image,
  Input,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuCircleCheck, LuPause, LuPlay, LuRotateCw, LuX } from 'react-icons/lu';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { cameraSummary } from '../../../lib/camera-summary.ts';
import { formatResolution } from '../../../lib/format.ts';
import type { PhotoDetails, QueueItem } from '../lib/upload-queue.ts';
import { useI18n, useT } from '../../../i18n/index.ts';
import { errorCodes } from '@contract/error-codes.ts';
import { EXIF_MISSING_MESSAGE, UPLOAD_FAILURE } from '../api/upload-photo.ts';

/** The API's English descriptions by text, to show a refused file in the reader's language. */
const CODE_OF_DESCRIPTION = new Map<string, number>(
  Object.values(errorCodes).map(({ code, description }) => [description, code]),
);

/**
 * A failed file's message (the queue keeps the spec's English): the spec's texts and the API's
 * descriptions translated; a description the catalogue does not know stays as the server wrote it.
 */
function useFailureText(message: string | null): string | null {
  const { t, language } = useI18n();
  if (message === null || language === 'en') return message;
  if (message === UPLOAD_FAILURE) return t('upload.failed');
  if (message === EXIF_MISSING_MESSAGE) return t('upload.exifMissing');
  const code = CODE_OF_DESCRIPTION.get(message);
  if (code === undefined) return message;
  const key = `apiErrors.${code}`;
  const translated = t(key);
  return translated === key ? message : translated;
}

export interface UploadCardProps {
  item: QueueItem;
  verified: boolean;
  onChange: (details: Partial<PhotoDetails>) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onPause: () => void;
  onResume: () => void;
  onRemove: () => void;
}

/** One file of the upload page: its progress, its details form and its own submit. */
export function UploadCard({
  item,
  verified,
  onChange,
  onSubmit,
  onRetry,
  onPause,
  onResume,
  onRemove,
}: UploadCardProps) {
  const locked = ['submitting', 'completed'].includes(item.status);
  const idBase = `upload-${item.key}`;
  const t = useT();
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '3', md: '5' }}
      aria-label={item.fileName}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <Stack gap="3" w={{ base: 'full', md: '64' }} flexShrink={0}>
          <Box bg="bg.muted" borderRadius="l2" overflow="hidden" aspectRatio={4 / 3}>
            {item.preview && item.status !== 'failed' && (
              <Image src={item.preview} alt="" objectFit="cover" w="full" h="full" />
            )}
          </Box>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {item.fileName}
          </Text>
          <UploadStatus item={item} onRetry={onRetry} onPause={onPause} onResume={onResume} />
          {item.exif && <ExifPreview exif={item.exif} />}
        </Stack>
        {item.status !== 'failed' || item.filename ? (
          <Stack gap="4" flex="1" minW="0">
            <Field.Root disabled={locked}>
              <Field.Label htmlFor={`${idBase}-title`}>{t('upload.card.title')}</Field.Label>
              <Input
                id={`${idBase}-title`}
                value={item.details.name}
                maxLength={200}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            </Field.Root>
            <Field.Root disabled={locked}>
              <Field.Label id={`${idBase}-tags`}>{t('upload.card.tags')}</Field.Label>
              <TagInput
                value={item.details.tags}
                onChange={(tags) => onChange({ tags })}
                labelledBy={`${idBase}-tags`}
              />
            </Field.Root>
            <Stack gap="1">
              <Checkbox.Root
                checked={item.details.free}
                disabled={locked || !verified}
                onCheckedChange={(details) => onChange({ free: details.checked === true })}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('upload.card.free')}</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted">
                {verified ? t('upload.card.freeVerified') : t('upload.card.freeUnverified')}
              </Text>
            </Stack>
            <Field.Root disabled={locked}>
              <Field.Label htmlFor={`${idBase}-description`}>
                {t('upload.card.description')}
              </Field.Label>
              <Textarea
                id={`${idBase}-description`}
                value={item.details.description}
                maxLength={5000}
                onChange={(event) => onChange({ description: event.target.value })}
              />
            </Field.Root>
            <HStack justify="flex-end" gap="2" wrap="wrap">
              {!locked && (
                <Button variant="ghost" minH="11" onClick={onRemove}>
                  <LuX aria-hidden /> {t('upload.card.remove')}
                </Button>
              )}
              {item.status !== 'completed' && (
                <Button
                  colorPalette="brand"
                  minH="11"
                  disabled={item.status !== 'uploaded'}
                  loading={item.status === 'submitting'}
                  onClick={onSubmit}
                >
                  {t('upload.card.submit')}
                </Button>
              )}
            </HStack>
          </Stack>
        ) : (
          <HStack flex="1" justify="flex-end" align="flex-start">
            <Button variant="ghost" minH="11" onClick={onRemove}>
              <LuX aria-hidden /> {t('upload.card.remove')}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

function UploadStatus({
  item,
  onRetry,
  onPause,
  onResume,
}: Pick<UploadCardProps, 'item' | 'onRetry' | 'onPause' | 'onResume'>) {
  const t = useT();
  const failure = useFailureText(item.error);
  switch (item.status) {
    case 'checking':
    case 'pending':
      return <Text fontSize="sm">{t('upload.status.waiting')}</Text>;
    case 'uploading':
    case 'paused': {
      const paused = item.status === 'paused';
      return (
        <Stack gap="2">
          <Progress.Root value={item.progress} colorPalette={paused ? 'gray' : 'brand'} size="sm">
            <HStack justify="space-between">
              <Progress.Label fontSize="sm">
                {paused ? t('upload.status.paused') : t('upload.status.uploading')}
              </Progress.Label>
              <Progress.ValueText fontSize="sm">{item.progress}%</Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Button
            size="sm"
            variant="outline"
            minH="11"
            alignSelf="flex-start"
            onClick={paused ? onResume : onPause}
          >
            {paused ? <LuPlay aria-hidden /> : <LuPause aria-hidden />}{' '}
            {paused ? t('upload.status.resume') : t('upload.status.pause')}
          </Button>
        </Stack>
      );
    }
    case 'uploaded':
    case 'submitting':
      return (
        <HStack color="fg.success" fontSize="sm" role="status">
          <LuCircleCheck aria-hidden /> <Text>{t('upload.status.complete')}</Text>
        </HStack>
      );
    case 'completed':
      return (
        <Stack gap="1" role="status">
          <Badge colorPalette="green" alignSelf="flex-start">
            {t('upload.status.uploaded')}
          </Badge>
          <Text fontSize="sm">{t('upload.status.submitted')}</Text>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="fg.error">
            {failure}
          </Text>
          {item.retryable && (
            <Button size="sm" variant="outline" minH="11" onClick={onRetry} alignSelf="flex-start">
              <LuRotateCw aria-hidden /> {t('upload.status.retry')}
            </Button>
          )}
        </Stack>
      );
  }
}

function ExifPreview({ exif }: { exif: NonNullable<QueueItem['exif']> }) {
  const t = useT();
  const { camera, settings } = cameraSummary({
    make: exif.cameraMake,
    model: exif.cameraModel,
    focalLength35: exif.focalLength35,
    fnum: exif.fnum,
    exposureTime: exif.exposureTime,
    iso: exif.iso,
  });
  return (
    <Box fontSize="sm" color="fg.muted" aria-label={t('upload.card.exif')}>
      <Text>{camera}</Text>
      {settings && <Text>{settings}</Text>}
      <Text>{formatResolution(exif.width, exif.height)} px</Text>
    </Box>
  );
}
