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
import { useI18n } from '../../../i18n/index.ts';
import { translatedFieldMessage } from '../../../lib/translated-field-message.ts';

const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'Please provide the Title for your collection': 'collections.form.titleRequired',
  'The title can have at most 100 characters': 'collections.form.titleTooLong',
  'The description is too long': 'collections.form.descriptionTooLong',
  'Too many tags': 'collections.form.tooManyTags',
};

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
  const { t, language, errorMessage } = useI18n();
  const fieldError = (message: string | undefined) =>
    translatedFieldMessage(message, FIELD_MESSAGES, t);
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
      title={collection ? t('collections.form.editTitle') : t('collections.form.createTitle')}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="4" pb="2">
          <FormBanner
            message={
              save.error
                ? language === 'en'
                  ? save.error.message
                  : errorMessage(save.error)
                : null
            }
          />
          <FormField label={t('collections.form.title')} error={fieldError(errors.name?.message)}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            label={t('collections.form.description')}
            error={fieldError(errors.description?.message)}
          >
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label={t('collections.form.tags')} error={fieldError(errors.tags?.message)}>
            <Input {...form.register('tags')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {collection ? t('collections.form.save') : t('collections.form.create')}
          </Button>
        </Stack>
      </form>
    </SimpleDialog>
  );
}
