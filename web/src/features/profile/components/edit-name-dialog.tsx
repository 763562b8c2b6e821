import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileUpdateRequest, type Profile } from '@contract/account.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { useUpdateName } from '../api/profile.ts';
import { useCloseAfterSave } from '../../../lib/use-close-after-save.ts';
import { useT } from '../../../i18n/index.ts';
import { translatedFieldMessage } from '../../../lib/translated-field-message.ts';

const NAME_MESSAGES: Readonly<Record<string, string>> = {
  'First Name is required': 'profile.name.firstRequired',
  'First Name is too long': 'profile.name.firstTooLong',
  'Last Name is required': 'profile.name.lastRequired',
  'Last Name is too long': 'profile.name.lastTooLong',
};

/** The change-user-details popup (spec 5: 'First Name is required', 'Last Name is required'). */
export function EditNameDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateName();
  const t = useT();
  const [saved, setSaved] = useState(false);
  useCloseAfterSave(saved, () => {
    setSaved(false);
    onOpenChange(false);
  });
  const form = useForm({
    resolver: zodResolver(profileUpdateRequest),
    values: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => setSaved(true) }),
  );

  return (
    <SimpleDialog open={open} onOpenChange={onOpenChange} title={t('profile.name.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="4" pb="2">
          <FormField
            label={t('profile.name.first')}
            error={translatedFieldMessage(errors.first_name?.message, NAME_MESSAGES, t)}
          >
            <Input autoComplete="given-name" {...form.register('first_name')} />
          </FormField>
          <FormField
            label={t('profile.name.last')}
            error={translatedFieldMessage(errors.last_name?.message, NAME_MESSAGES, t)}
          >
            <Input autoComplete="family-name" {...form.register('last_name')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={update.isPending} disabled={saved}>
            {saved ? t('profile.saved') : t('profile.save')}
          </Button>
        </Stack>
      </form>
    </SimpleDialog>
  );
}
