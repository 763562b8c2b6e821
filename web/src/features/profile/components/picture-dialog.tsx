import { Box, Button, Image, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePicture, type PictureKind } from '../api/profile.ts';
import { useI18n, type I18nValue } from '../../../i18n/index.ts';

/** Spec 8 'Upload': the server's description (translated per code), else the spec's sentence. */
function uploadError(error: unknown, { t, errorMessage }: I18nValue): string {
  return error instanceof ApiError && error.code !== 0
    ? errorMessage(error)
    : t('profile.picture.uploadFailed');
}

/**
 * The upload-profile-or-cover-photo popup: choose an image, see it as it will sit (round
 * avatar, or the wide cover band), upload with a percentage, and save.
 */
export function PictureDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: PictureKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The chosen file and its local preview URL (released when replaced or the dialog closes).
  const [choice, setChoice] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const change = useChangePicture(kind, setProgress);
  const i18n = useI18n();
  const { t } = i18n;

  function choose(file: File | null) {
    if (choice) URL.revokeObjectURL(choice.preview);
    setChoice(file ? { file, preview: URL.createObjectURL(file) } : null);
  }

  function close(next: boolean) {
    if (!next) {
      choose(null);
      setProgress(0);
      change.reset();
    }
    onOpenChange(next);
  }

  function save() {
    if (!choice) return;
    setProgress(0);
    change.mutate(choice.file, { onSuccess: () => close(false) });
  }

  return (
    <SimpleDialog
      open={open}
      onOpenChange={close}
      title={
        kind === 'cover_photo'
          ? t('profile.picture.uploadCover')
          : t('profile.picture.uploadProfile')
      }
    >
      <Stack gap="4" pb="2">
        <FormBanner message={change.isError ? uploadError(change.error, i18n) : null} />
        <FormField label={t('profile.picture.choose')}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            p="1"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </FormField>
        <Text textStyle="xs" color="fg.muted" mt="-2">
          {t('profile.picture.rules')}
        </Text>
        {choice ? (
          <Box
            data-testid="picture-preview"
            overflow="hidden"
            bg="bg.muted"
            borderRadius={kind === 'profile_photo' ? 'full' : 'md'}
            aspectRatio={kind === 'profile_photo' ? '1' : '4'}
            width={kind === 'profile_photo' ? '40' : 'full'}
            mx="auto"
          >
            <Image
              src={choice.preview}
              alt={t('profile.picture.preview')}
              w="full"
              h="full"
              fit="cover"
            />
          </Box>
        ) : null}
        {change.isPending ? (
          <Progress.Root value={progress} colorPalette="brand" size="sm">
            <Progress.Label>
              {t('profile.picture.uploading', { percent: String(progress) })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        <Button colorPalette="brand" disabled={!choice} loading={change.isPending} onClick={save}>
          {t('profile.save')}
        </Button>
      </Stack>
    </SimpleDialog>
  );
}
