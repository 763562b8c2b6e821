import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuPlus } from 'react-icons/lu';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCloseAfterSave } from '../../../lib/use-close-after-save.ts';
import { useAddToCollection, useCollections } from '../api/collections.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { useI18n } from '../../../i18n/index.ts';

/**
 * The add-to-collection popup of photo detail (spec 2, 4): pick a collection, or create one and
 * add at once. It closes 1 s after 'Photo added to the collection'. A Chakra dialog, loaded with
 * Chakra when the plain `AddToCollectionButton` is first clicked (decision 20).
 */
export function AddToCollectionDialog({
  photoId,
  open,
  onOpenChange,
  finalFocusEl,
}: {
  photoId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the button that opened it. */
  finalFocusEl: () => HTMLElement | null;
}) {
  const { t, errorMessage } = useI18n();
  const collections = useCollections();
  const add = useAddToCollection();
  const [creating, setCreating] = useState(false);
  const [addedTo, setAddedTo] = useState<string | null>(null);
  useCloseAfterSave(addedTo !== null, () => close(false));

  function close(next: boolean) {
    if (!next) {
      setAddedTo(null);
      add.reset();
    }
    onOpenChange(next);
  }

  function addTo(collectionId: string) {
    add.mutate(
      { collectionId, photoId },
      {
        onSuccess: () => {
          setAddedTo(collectionId);
          toast.success(t('collections.add.added'));
        },
      },
    );
  }

  return (
    <>
      <SimpleDialog
        open={open && !creating}
        onOpenChange={close}
        title={t('collections.add.title')}
        finalFocusEl={finalFocusEl}
      >
        <Stack gap="3" pb="2">
          <FormBanner message={add.error ? errorMessage(add.error) : null} />
          {collections.isPending ? (
            <Stack gap="2" aria-busy="true">
              <Skeleton h="11" />
              <Skeleton h="11" />
            </Stack>
          ) : collections.isError ? (
            <Text color="fg.error">{errorMessage(collections.error)}</Text>
          ) : collections.data.length === 0 ? (
            <Text color="fg.muted">{t('collections.add.none')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label={t('collections.add.yours')}>
              {collections.data.map((collection) => (
                <li key={collection.id}>
                  <Button
                    w="full"
                    justifyContent="space-between"
                    variant="outline"
                    minH="11"
                    disabled={add.isPending || addedTo !== null}
                    onClick={() => addTo(collection.id)}
                  >
                    <Text as="span" lineClamp={1}>
                      {collection.name}
                    </Text>
                    {addedTo === collection.id ? (
                      <LuCheck aria-label={t('collections.add.addedIcon')} />
                    ) : (
                      <Text as="span" color="fg.muted" textStyle="sm">
                        {collection.photo_count}
                      </Text>
                    )}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
          <Button
            variant="ghost"
            colorPalette="brand"
            minH="11"
            disabled={addedTo !== null}
            onClick={() => setCreating(true)}
          >
            <LuPlus aria-hidden /> {t('collections.add.create')}
          </Button>
        </Stack>
      </SimpleDialog>
      <CollectionFormDialog
        open={open && creating}
        onOpenChange={() => setCreating(false)}
        onSaved={(saved) => addTo(saved.id)}
      />
    </>
  );
}
