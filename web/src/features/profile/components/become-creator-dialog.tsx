import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { usernameRequest, type Profile } from '@contract/account.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SimpleDialog } from '../../../components/ui/simple-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBecomeCreator, useUsernameAvailable } from '../api/profile.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { richText, useT } from '../../../i18n/index.ts';
import { translatedFieldMessage } from '../../../lib/translated-field-message.ts';

/** Spec 9: the username availability check runs 1 s after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 1000;
export const USERNAME_TAKEN = 'Usename exists';

/** The username form's messages (the contract's, and the spec's 'Usename exists'). */
const USERNAME_MESSAGES: Readonly<Record<string, string>> = {
  'Username is required': 'profile.creator.usernameRequired',
  'Username must be 3 to 30 characters: letters, digits, dots and underscores':
    'profile.creator.usernameRule',
  [USERNAME_TAKEN]: 'profile.creator.usernameTaken',
};

/**
 * The become-creator popup (spec 4): a user with a username confirms; one without fills in the
 * username form first. Afterwards the role is CREATOR and `onBecameCreator` runs.
 */
export function BecomeCreatorDialog({
  profile,
  open,
  onOpenChange,
  onBecameCreator,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBecameCreator: () => void;
}) {
  const become = useBecomeCreator();
  const t = useT();
  const convert = (username?: string) =>
    become.mutate(username, {
      onSuccess: () => {
        onOpenChange(false);
        onBecameCreator();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.code === 1106)) toast.failure(error);
      },
    });

  return (
    <SimpleDialog open={open} onOpenChange={onOpenChange} title={t('profile.creator.title')}>
      {profile.username ? (
        <Stack gap="4" pb="2">
          <Text>
            {richText(t('profile.creator.confirmText', { username: profile.username }), {
              strong: (text) => <strong>{text}</strong>,
            })}
          </Text>
          <Button colorPalette="brand" loading={become.isPending} onClick={() => convert()}>
            {t('profile.creator.confirm')}
          </Button>
        </Stack>
      ) : (
        <UsernameForm
          busy={become.isPending}
          serverTaken={become.error instanceof ApiError && become.error.code === 1106}
          onSubmit={convert}
        />
      )}
    </SimpleDialog>
  );
}

function UsernameForm({
  busy,
  serverTaken,
  onSubmit,
}: {
  busy: boolean;
  serverTaken: boolean;
  onSubmit: (username: string) => void;
}) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(usernameRequest), defaultValues: { username: '' } });
  const typed = useWatch({ control: form.control, name: 'username' }).trim().toLowerCase();
  const settled = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const availability = useUsernameAvailable(settled === typed ? settled : '');
  const taken = (availability.data === false && settled === typed) || serverTaken;
  const message = form.formState.errors.username?.message ?? (taken ? USERNAME_TAKEN : undefined);
  const error = translatedFieldMessage(message, USERNAME_MESSAGES, t);

  return (
    <form noValidate onSubmit={form.handleSubmit(({ username }) => !taken && onSubmit(username))}>
      <Stack gap="4" pb="2">
        <Text color="fg.muted">{t('profile.creator.chooseUsername')}</Text>
        <FormField label={t('profile.creator.username')} error={error}>
          <Input autoComplete="username" {...form.register('username')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('profile.creator.title')}
        </Button>
      </Stack>
    </form>
  );
}
