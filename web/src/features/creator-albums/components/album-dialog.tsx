import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { albumRequest } from '@contract/creator.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { useSaveAlbum } from '../api/save-album.ts';

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
      onError: (error) => setBanner(error.message),
    });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={album ? 'Edit Album' : 'Create Album'}
      submitLabel={saved ? 'Saved' : 'Save'}
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
            Title <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label id="album-tags-label">Tags</Field.Label>
          <TagInput value={tags} onChange={setTags} labelledBy="album-tags-label" />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
