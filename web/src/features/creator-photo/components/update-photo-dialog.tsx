import { Checkbox, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { OwnerPhoto } from '@contract/creator.ts';
import { toastApiError } from '../../../components/ui/error-toast.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { usePhotoActions } from '../api/owner-photo.ts';
import { minFreeTexts } from '../lib/status-actions.ts';
import { useT } from '../../../i18n/index.ts';

interface UpdatePhotoDialogProps {
  photo: OwnerPhoto;
  verified: boolean;
  open: boolean;
  onClose: () => void;
}

/** The 'update photo' dialog: title, description, keywords and (verified creators) Free. */
export function UpdatePhotoDialog(props: UpdatePhotoDialogProps) {
  return props.open ? <UpdateForm {...props} /> : null;
}

function UpdateForm({ photo, verified, onClose }: UpdatePhotoDialogProps) {
  const [name, setName] = useState(photo.name);
  const [description, setDescription] = useState(photo.description);
  const [tags, setTags] = useState(photo.tags);
  const [free, setFree] = useState(photo.free_download);
  const { update } = usePhotoActions(photo.id);
  const t = useT();

  const onSubmit = () =>
    update.mutate(
      { name, description, tags, ...(free !== photo.free_download ? { free_download: free } : {}) },
      {
        onSuccess: () => {
          toast.success(t('creator.photo.updated'));
          onClose();
        },
        onError: (error) => toastApiError(error, minFreeTexts(t)),
      },
    );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('creator.photo.updateTitle')}
      submitLabel={t('creator.save')}
      busy={update.isPending}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('creator.albumForm.title')}</Field.Label>
          <Input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('creator.albumForm.description')}</Field.Label>
          <Textarea
            value={description}
            maxLength={5000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label id="update-photo-tags">{t('creator.photo.keywords')}</Field.Label>
          <TagInput value={tags} onChange={setTags} labelledBy="update-photo-tags" />
        </Field.Root>
        <Checkbox.Root
          checked={free}
          disabled={!verified}
          onCheckedChange={(details) => setFree(details.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('creator.photo.freeDownload')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
