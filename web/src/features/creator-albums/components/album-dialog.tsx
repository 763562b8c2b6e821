import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { albumRequest } from '@contract/creator.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { useSaveAlbum } from '../api/save-album.ts';
import { useI18n } from '../../../i18n/index.ts';
import { translatedFieldMessage } from '../../../lib/translated-field-message.ts';

const NAME_MESSAGES: Readonly<Record<string, string>> = {
  'Please provide the Title for your album': 'creator.albumForm.titleRequired',
  'The album title can have at most 100 characters': 'creator.albumForm.titleTooLong',
};

export interface AlbumDialogProps {
  open: boolean;
  onClose: () => void;
  /** Editing this album; creating a new one without it. */
  album?: { id: string; name: string; description: string; tags: string };
}

/** Spec 9: modals close 1 s after a save. */
const CLOSE_AFTER_SAVE_MS = 1000;

const splitTags = (tags: string) => tags.split(',').filter((tag) => tag.trim() !== '');

/** Album create or edit (spec section 2, Dialogs): title required, description and tags optional. */
export function AlbumDialog(props: AlbumDialogProps) {
  // Keyed so each opening starts from the album's current values.
  return props.open ? <AlbumForm key={props.album?.id ?? 'new'} {...props} /> : null;
}

function AlbumForm({ onClose, album }: AlbumDialogProps) {
  const [name, setName] = useState(album?.name ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [tags, setTags] = useState(album ? splitTags(album.tags) : []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveAlbum(album?.id);
  const { t, language, errorMessage } = useI18n();

  const onSubmit = () => {
    const parsed = albumRequest.safeParse({ name, description, tags });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    setBanner(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(true);
        setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
      },
      // Spec 8: album create failures show the description (ApiError's message) in a banner.
      onError: (error) => setBanner(language === 'en' ? error.message : errorMessage(error)),
    });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={album ? t('creator.albumForm.editTitle') : t('creator.albumForm.createTitle')}
      submitLabel={saved ? t('creator.saved') : t('creator.save')}
      busy={save.isPending}
      submitDisabled={saved}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        {banner && (
          <Field.Root invalid>
            <Field.ErrorText role="alert">{banner}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={nameError !== null} required>
          <Field.Label>
            {t('creator.albumForm.title')} <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
          <Field.ErrorText>
            {translatedFieldMessage(nameError ?? undefined, NAME_MESSAGES, t)}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('creator.albumForm.description')}</Field.Label>
          <Textarea value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label id="album-tags-label">{t('creator.albumForm.tags')}</Field.Label>
          <TagInput value={tags} onChange={setTags} labelledBy="album-tags-label" />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
