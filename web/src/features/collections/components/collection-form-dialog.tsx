import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { createCollectionRequest, type CollectionTile } from '@contract/collections.ts';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import {
  useCreateCollection,
  useUpdateCollection,
  type CollectionInput,
} from '../api/collections.ts';

/** The contract's rules; tags stay the comma-joined text the contract accepts. */
export const collectionForm = createCollectionRequest.extend({
  tags: z.string().max(1000, 'Too many tags'),
});

/**
 * The collection create-or-edit popup (spec 2 dialogs, 5: 'Please provide the Title for your
 * collection'). Errors of the call show in a banner (spec 8). `onSaved` gets the saved tile.
 */
export function CollectionFormDialog({
  open,
  onOpenChange,
  collection,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection to edit; absent to create one. */
  collection?: Pick<CollectionTile, 'id' | 'name' | 'description' | 'tags'>;
  onSaved?: (saved: CollectionTile) => void;
}) {
  const create = useCreateCollection();
  const update = useUpdateCollection(collection?.id ?? '');
  const save = collection ? update : create;
  const form = useForm({
    resolver: zodResolver(collectionForm),
    values: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      tags: collection?.tags ?? '',
    },
  });
  const { errors } = form.formState;

  function close(next: boolean) {
    if (!next) {
      form.reset();
      save.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values: CollectionInput) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        close(false);
        onSaved?.(saved);
      },
    }),
  );

  return (
    <SimpleDialog
      open={open}
      onOpenChange={close}
      title={collection ? 'Edit Collection' : 'Create Collection'}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="4" pb="2">
          <FormBanner message={save.error ? save.error.message : null} />
          <FormField label="Title" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label="Tags (comma separated)" error={errors.tags?.message}>
            <Input {...form.register('tags')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {collection ? 'Save' : 'Create'}
          </Button>
        </Stack>
      </form>
    </SimpleDialog>
  );
}
