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
import { LuCircleCheck, LuRotateCw, LuX } from 'react-icons/lu';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { cameraSummary } from '../../../lib/camera-summary.ts';
import { formatResolution } from '../../../lib/format.ts';
import type { PhotoDetails, QueueItem } from '../lib/upload-queue.ts';

export interface UploadCardProps {
  item: QueueItem;
  verified: boolean;
  onChange: (details: Partial<PhotoDetails>) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** One file of the upload page: its progress, its details form and its own submit. */
export function UploadCard({
  item,
  verified,
  onChange,
  onSubmit,
  onRetry,
  onRemove,
}: UploadCardProps) {
  const locked = ['submitting', 'completed'].includes(item.status);
  const idBase = `upload-${item.key}`;
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
          <UploadStatus item={item} onRetry={onRetry} />
          {item.exif && <ExifPreview exif={item.exif} />}
        </Stack>
        {item.status !== 'failed' || item.filename ? (
          <Stack gap="4" flex="1" minW="0">
            <Field.Root disabled={locked}>
              <Field.Label htmlFor={`${idBase}-title`}>Title</Field.Label>
              <Input
                id={`${idBase}-title`}
                value={item.details.name}
                maxLength={200}
                onChange={(event) => onChange({ name: event.target.value })}
              />
            </Field.Root>
            <Field.Root disabled={locked}>
              <Field.Label id={`${idBase}-tags`}>Tags</Field.Label>
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
                <Checkbox.Label>Free download</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted">
                {verified
                  ? 'Untick to sell this photo at the standard licence price.'
                  : 'Unverified creators can only offer free photos.'}
              </Text>
            </Stack>
            <Field.Root disabled={locked}>
              <Field.Label htmlFor={`${idBase}-description`}>Description</Field.Label>
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
                  <LuX aria-hidden /> Remove
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
                  Submit for Review
                </Button>
              )}
            </HStack>
          </Stack>
        ) : (
          <HStack flex="1" justify="flex-end" align="flex-start">
            <Button variant="ghost" minH="11" onClick={onRemove}>
              <LuX aria-hidden /> Remove
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

function UploadStatus({ item, onRetry }: { item: QueueItem; onRetry: () => void }) {
  switch (item.status) {
    case 'checking':
    case 'pending':
      return <Text fontSize="sm">Waiting to upload…</Text>;
    case 'uploading':
      return (
        <Progress.Root value={item.progress} colorPalette="brand" size="sm">
          <HStack justify="space-between">
            <Progress.Label fontSize="sm">Uploading</Progress.Label>
            <Progress.ValueText fontSize="sm">{item.progress}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      );
    case 'uploaded':
    case 'submitting':
      return (
        <HStack color="fg.success" fontSize="sm" role="status">
          <LuCircleCheck aria-hidden /> <Text>Upload Complete</Text>
        </HStack>
      );
    case 'completed':
      return (
        <Stack gap="1" role="status">
          <Badge colorPalette="green" alignSelf="flex-start">
            Uploaded
          </Badge>
          <Text fontSize="sm">Image has been submitted for review.</Text>
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="fg.error">
            {item.error}
          </Text>
          {item.retryable && (
            <Button size="sm" variant="outline" minH="11" onClick={onRetry} alignSelf="flex-start">
              <LuRotateCw aria-hidden /> Retry
            </Button>
          )}
        </Stack>
      );
  }
}

function ExifPreview({ exif }: { exif: NonNullable<QueueItem['exif']> }) {
  const { camera, settings } = cameraSummary({
    make: exif.cameraMake,
    model: exif.cameraModel,
    focalLength35: exif.focalLength35,
    fnum: exif.fnum,
    exposureTime: exif.exposureTime,
    iso: exif.iso,
  });
  return (
    <Box fontSize="sm" color="fg.muted" aria-label="Camera details read from the file">
      <Text>{camera}</Text>
      {settings && <Text>{settings}</Text>}
      <Text>{formatResolution(exif.width, exif.height)} px</Text>
    </Box>
  );
}
